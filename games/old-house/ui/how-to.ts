// The How-to-play page, following the match's options: by default a trace tells where (as printed), stamped also
// when (OH-D16); one die (as printed), or the die matched to the heroes (OH-D27, OH-D33).
import type { HowTo } from '../../ui.ts';
import { oldHouse } from '../index.ts';

export function howTo(raw: unknown): HowTo {
  const options = oldHouse.options.parse(raw, oldHouse.options.players.min);
  const stamped = options.traces === 'stamped' ? '-stamped' : '';
  const party = options.dice === 'party' ? '-party' : '';
  const armed = options.traps === 'armed' ? '-armed' : '';
  return {
    sections: [
      { title: 'how.goal.title', paragraphs: ['how.goal.1', 'how.goal.2'] },
      { title: 'how.house.title', paragraphs: ['how.house.1', 'how.house.2'] },
      { title: 'how.twilight.title', paragraphs: ['how.twilight.1'] },
      {
        title: 'how.phantom.title',
        paragraphs: [`how.phantom.1${party}`, 'how.phantom.2', 'how.phantom.3'],
      },
      {
        title: 'how.hunters.title',
        paragraphs: [
          `how.hunters.1${stamped}`,
          `how.hunters.2${stamped}`,
          `how.hunters.traps${armed}`,
          'how.hunters.3',
        ],
      },
      { title: 'how.dawn.title', paragraphs: ['how.dawn.1'] },
      { title: 'how.screen.title', paragraphs: ['how.screen.1', 'how.screen.2'] },
      { title: 'how.keys.title', paragraphs: ['how.keys.1'] },
    ],
  };
}
