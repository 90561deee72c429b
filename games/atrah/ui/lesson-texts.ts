// The words of ATRAH's guided first game (lesson.ts), in English, Russian and Estonian: our own paraphrase of the
// rules, never the rulebook's sentences.
import type { Texts } from '../../../engine/index.ts';

export const lessonTexts: Texts = {
  en: {
    title: 'The draft and how sets score',
    intro:
      'ATRAH is a draft. Six stacks of creature cards lie face up around the draw pile. On your turn you take the top cards of one of your three rows, keep one family of them, and the rest sinks to the Majority area. The game ends when three stacks are empty, and the most points win.',
    take: 'Your turn. Choose a row: each choice lists the cards you would take and about how many points it gains. The coach marks “{move}”, a good start. Press it, then Confirm.',
    effects:
      'Some cards you took carry an effect, and every effect must be resolved: move the Boat to a stack with Fish for a Fish token, send a card down, draw or take one. Choose one, then Confirm.',
    keep: 'You hold {cards}. Now keep one family: all its cards join your collection, and every other card of this turn goes to the Majority area. The coach marks “{move}”.',
    kept: 'You kept {count|one=# card|other=# cards} of {family}, and {sunk|one=# card|other=# cards} went to the Majority area (highlighted). Its two fullest columns score double for everyone at the end, so what you give away counts too.',
    'kept-none':
      'Your cards are in your collection and the rest lies in the Majority area (highlighted). Its two fullest columns score double for everyone at the end, so what you give away counts too.',
    second:
      'Now your second turn, your own choices: take a row, resolve any effects, keep a family. Watch the bot’s turns in the log. The coach still marks a good choice if you want one.',
    score:
      'How sets score: each family in your collection is worth the sum of its values, doubled when it is one of the two fullest columns of the Majority area. Fish tokens add points, more for each one as you gather them, and tiles add theirs. The number beside your name (highlighted) is your score if the game ended now.',
    tiles:
      'Tiles: three different values of one family let you claim its tile for three values, at once or never; four values claim its other tile instead. You may hold only one tile of each colour. Plan your families around them.',
  },
  ru: {
    title: 'Драфт и подсчёт наборов',
    intro:
      'ATRAH — игра на драфт. Вокруг колоды лежат шесть открытых стопок карт существ. В свой ход вы берёте верхние карты одного из трёх своих рядов, оставляете себе одно семейство, а остальное уходит в зону большинства. Игра кончается, когда опустеют три стопки; побеждает тот, у кого больше очков.',
    take: 'Ваш ход. Выберите ряд: у каждого варианта указано, какие карты вы возьмёте и сколько примерно очков это даст. Подсказка отмечает «{move}» — хорошее начало. Нажмите на него, затем «Подтвердить».',
    effects:
      'У некоторых взятых карт есть эффект, и каждый эффект нужно применить: передвинуть Лодку к стопке с Рыбой и получить жетон, отправить карту вниз, взять или вытянуть карту. Выберите эффект и подтвердите.',
    keep: 'У вас {cards}. Теперь оставьте себе одно семейство: все его карты идут в вашу коллекцию, а остальные карты этого хода — в зону большинства. Подсказка отмечает «{move}».',
    kept: 'Вы оставили {count|one=# карту|few=# карты|many=# карт|other=# карты} семейства «{family}», а {sunk|one=# карта ушла|few=# карты ушли|many=# карт ушли|other=# карты ушли} в зону большинства (она подсвечена). Две самые полные её колонки в конце приносят всем двойные очки, так что важно и то, что вы отдаёте.',
    'kept-none':
      'Ваши карты в коллекции, остальные — в зоне большинства (она подсвечена). Две самые полные её колонки в конце приносят всем двойные очки, так что важно и то, что вы отдаёте.',
    second:
      'Теперь второй ход — выбор за вами: возьмите ряд, примените эффекты, оставьте семейство. Ходы бота видны в журнале. Подсказка по-прежнему отмечает хороший вариант.',
    score:
      'Как считаются наборы: каждое семейство в коллекции приносит сумму своих значений, вдвое больше, если это одна из двух самых полных колонок зоны большинства. Жетоны Рыбы дают очки — чем больше жетонов, тем дороже каждый, — и свои очки дают жетоны-плитки. Число рядом с вашим именем (подсвечено) — ваш счёт, если бы игра кончилась сейчас.',
    tiles:
      'Плитки: три разных значения одного семейства позволяют взять его плитку «3 значения» — сразу или никогда; четыре значения — другую плитку этого цвета. Каждого цвета можно держать только одну плитку. Собирайте семейства с расчётом на них.',
  },
  et: {
    title: 'Kaartide valimine ja kogumike punktid',
    intro:
      'ATRAH on valimismäng. Kaardipaki ümber on kuus avatud olendikaartide pakki. Oma käigul võtad ühe oma kolmest reast pealmised kaardid, hoiad endale ühe perekonna ja ülejäänu vajub enamusalasse. Mäng lõpeb, kui kolm pakki on tühjad; võidab kõige rohkem punkte.',
    take: 'Sinu käik. Vali rida: iga valiku juures on kaardid, mille saad, ja umbes mitu punkti see annab. Juhendaja märgib „{move}” — hea algus. Vajuta seda ja siis „Kinnita”.',
    effects:
      'Mõnel võetud kaardil on efekt ja iga efekt tuleb läbi viia: vii Paat Kaladega pakini ja saa Kala, saada kaart alla, tõmba või võta kaart. Vali üks ja kinnita.',
    keep: 'Sul on {cards}. Nüüd hoia endale üks perekond: kõik selle kaardid lähevad sinu kogusse ja selle käigu teised kaardid enamusalasse. Juhendaja märgib „{move}”.',
    kept: 'Hoidsid {count|one=# kaardi|other=# kaarti} perekonnast {family} ja {sunk|one=# kaart läks|other=# kaarti läks} enamusalasse (esile tõstetud). Selle kaks täisimat veergu annavad lõpus kõigile topeltpunktid, nii et loeb ka see, mida ära annad.',
    'kept-none':
      'Sinu kaardid on kogus ja ülejäänud enamusalas (esile tõstetud). Selle kaks täisimat veergu annavad lõpus kõigile topeltpunktid, nii et loeb ka see, mida ära annad.',
    second:
      'Nüüd teine käik, valikud on sinu: võta rida, vii efektid läbi, hoia perekond. Roboti käike näed logis. Juhendaja märgib endiselt hea valiku, kui seda soovid.',
    score:
      'Kuidas kogumikud punkte annavad: iga perekond sinu kogus on väärt oma väärtuste summa, topelt, kui see on enamusala kahe täisima veeru seas. Kalad annavad punkte, iga järgmine rohkem, ja plaadid lisavad omad. Arv sinu nime kõrval (esile tõstetud) on sinu skoor, kui mäng praegu lõppeks.',
    tiles:
      'Plaadid: perekonna kolm erinevat väärtust lubavad võtta selle kolme väärtuse plaadi — kohe või mitte kunagi; neli väärtust annavad selle asemel teise plaadi. Igast värvist võib olla vaid üks plaat. Kogu perekondi nende järgi.',
  },
};
