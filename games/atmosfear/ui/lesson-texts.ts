// The words of ATMOSFEAR's guided first game (lesson.ts), in English, Russian and Estonian: our own paraphrase of
// the rules, never the rulebook's sentences.
import type { Texts } from '../../../engine/index.ts';

export const lessonTexts: Texts = {
  en: {
    title: 'The race to a Headstone, a Keystone, the Gatekeeper and the Well of Fears',
    intro:
      'ATMOSFEAR is a race against the Gatekeeper’s hour (the clock, highlighted): collect a Keystone of each of six colours, get Home, roll a 6 and draw a fear that is not yours, before the hour runs out, or he wins. In this lesson the hour moves on with the moves, not with your watch, so take your time.',
    well: 'First the Well of Fears: write your greatest fear, or take one of ours (highlighted). Nobody learns whose fear is whose. At the very end, a player Home with six colours who rolls a 6 draws a fear from the Well: someone else’s wins the game; their own sends them back to try again.',
    race: 'The race to a Headstone: you are a Numb Skull at your Home on the Ring Road. Roll, then move your piece to a highlighted square, either way round. Land exactly on an unclaimed Headstone to become its Harbinger; whoever has none when the Gatekeeper calls the draft becomes a Soul Ranger. The coach marks a good move.',
    became:
      'You are {harbinger} now! Your piece starts from your Headstone. Your Keystone index (highlighted) says which power each colour gives you.',
    keystone:
      'Now collect Keystones: roll and land exactly on a Keystone square to take it (only you see which you hold). You need one of each of the six colours to go Home. The coach marks a good move.',
    took: 'You took a Keystone ({colour}): for {harbinger} it gives {power}. {n|one=One colour|other=# colours} of six so far.',
    'gatekeeper-wait':
      'Keep collecting. The Gatekeeper breaks in whenever he likes, and everything stops while he speaks: watch for him.',
    gatekeeper:
      'The Gatekeeper broke in: everything stopped and what he said happened at once. “{line}” He comes again and again in the hour, and his orders grow darker as it runs out; some offer you a prize or a penalty for a rival, with only moments to choose.',
    end: 'That is the game: a Headstone first, then six colours of Keystones, Home, a 6 and someone else’s fear from the Well, all before the hour ends. Play on if you like.',
  },
  ru: {
    title: 'Гонка к Надгробию, Ключ-камень, Привратник и Колодец страхов',
    intro:
      'ATMOSFEAR — гонка против часа Привратника (часы подсвечены): соберите Ключ-камни всех шести цветов, вернитесь Домой, выбросьте 6 и вытяните чужой страх, пока час не истёк, иначе победит он. В этом уроке час идёт вместе с ходами, а не по вашим часам, так что не спешите.',
    well: 'Сначала Колодец страхов: напишите свой главный страх или возьмите один из наших (подсвечено). Никто не узнает, чей страх чей. В самом конце игрок, вернувшийся Домой с шестью цветами и выбросивший 6, тянет страх из Колодца: чужой приносит победу, свой отправляет назад пробовать снова.',
    race: 'Гонка к Надгробию: вы — Черепок у себя Дома на Кольцевой дороге. Бросьте кубик и передвиньте фишку на подсвеченную клетку, в любую сторону. Встаньте точно на свободное Надгробие — и станете его Вестником; у кого его не будет, когда Привратник объявит отбор, станет Странником душ. Подсказка отмечает хороший ход.',
    became:
      'Теперь вы — {harbinger}! Ваша фишка выходит от вашего Надгробия. Ваша таблица Ключ-камней (подсвечена) показывает, какую силу даёт каждый цвет.',
    keystone:
      'Теперь собирайте Ключ-камни: бросайте кубик и вставайте точно на клетку с Ключ-камнем, чтобы взять его (какие у вас камни, видите только вы). Чтобы идти Домой, нужен камень каждого из шести цветов. Подсказка отмечает хороший ход.',
    took: 'Вы взяли Ключ-камень ({colour}): для героя {harbinger} он даёт силу «{power}». Цветов из шести: {n}.',
    'gatekeeper-wait':
      'Собирайте дальше. Привратник врывается, когда захочет, и пока он говорит, всё замирает: следите за ним.',
    gatekeeper:
      'Ворвался Привратник: всё остановилось, и сказанное им случилось сразу. «{line}» За час он придёт ещё не раз, и чем меньше времени, тем мрачнее его приказы; иногда он предлагает награду вам или наказание сопернику, и выбирать нужно мгновенно.',
    end: 'Вот и вся игра: сначала Надгробие, потом Ключ-камни шести цветов, Дом, шестёрка и чужой страх из Колодца — всё до конца часа. Можно играть дальше.',
  },
  et: {
    title: 'Võidujooks Hauakivile, Võtmekivi, Väravavaht ja Hirmude Kaev',
    intro:
      'ATMOSFEAR on võidujooks Väravavahi tunni vastu (kell, esile tõstetud): kogu igast kuuest värvist Võtmekivi, jõua Koju, veereta 6 ja tõmba hirm, mis pole sinu oma, enne kui tund saab läbi, muidu võidab tema. Selles õppetunnis liigub tund koos käikudega, mitte sinu kella järgi, nii et võta aega.',
    well: 'Kõigepealt Hirmude Kaev: kirjuta oma suurim hirm või võta üks meie omadest (esile tõstetud). Keegi ei saa teada, kelle hirm on kelle. Päris lõpus tõmbab kuue värviga Koju jõudnud mängija, kes veeretab 6, Kaevust hirmu: kellegi teise oma toob võidu, tema enda oma saadab ta uuesti proovima.',
    race: 'Võidujooks Hauakivile: sa oled Tuim Kolju oma Kodus Ringteel. Veereta ja vii nupp esiletõstetud ruudule, kumbapidi tahes. Astu täpselt vabale Hauakivile ja saad selle Kuulutajaks; kellel seda pole, kui Väravavaht valiku välja kuulutab, sellest saab Hingeränd. Juhendaja märgib hea käigu.',
    became:
      'Nüüd oled {harbinger}! Sinu nupp alustab sinu Hauakivilt. Sinu Võtmekivide tabel (esile tõstetud) ütleb, millise võime iga värv annab.',
    keystone:
      'Nüüd kogu Võtmekive: veereta ja astu täpselt Võtmekivi ruudule, et see võtta (mis kivid sul on, näed ainult sina). Koju minekuks on vaja igast kuuest värvist ühte. Juhendaja märgib hea käigu.',
    took: 'Võtsid Võtmekivi ({colour}): {harbinger} saab sellest võime „{power}”. Värve kuuest: {n}.',
    'gatekeeper-wait':
      'Kogu edasi. Väravavaht tungib sisse, millal tahab, ja kui ta räägib, jääb kõik seisma: jälgi teda.',
    gatekeeper:
      'Väravavaht tungis sisse: kõik peatus ja see, mida ta ütles, juhtus kohe. „{line}” Tunni jooksul tuleb ta veel ja veel ning mida vähem aega, seda süngemad on ta käsud; mõnikord pakub ta sulle auhinda või vastasele karistust ja valida tuleb hetkega.',
    end: 'Selline on mäng: kõigepealt Hauakivi, siis kuue värvi Võtmekivid, Kodu, kuus silma ja kellegi teise hirm Kaevust, kõik enne tunni lõppu. Võid edasi mängida.',
  },
};
