/**
 * An instant round's result in words, in the player's language: the roll, the result, the segment,
 * the slot or the hits. The game pages and the verify page say a round the same way.
 */
import type { InstantRound } from '@khela/contract';
import {
  andarBaharWinner,
  baccaratWinner,
  dragonTigerWinner,
  plinkoTable,
  rouletteIsRed,
  sevenUpDownSide,
  teenPattiHandOf,
  teenPattiWinner,
  WHEEL_LAYOUTS,
} from '@khela/house-games';
import { toLocalDigits } from '../../shared/format/format';
import { diceTexts } from '../dice/dice-texts';
import { andarBaharTexts } from '../andar-bahar/andar-bahar-texts';
import { baccaratTexts } from '../baccarat/baccarat-texts';
import { dragonTigerTexts } from '../dragon-tiger/dragon-tiger-texts';
import { fishingTexts } from '../fishing/fishing-texts';
import { sevenUpDownTexts } from '../seven-up-down/seven-up-down-texts';
import { kenoTexts } from '../keno/keno-texts';
import { limboTexts } from '../limbo/limbo-texts';
import { plinkoTexts } from '../plinko/plinko-texts';
import { rouletteTexts } from '../roulette/roulette-texts';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { teenPattiTexts } from '../teen-patti/teen-patti-texts';
import { wheelTexts } from '../wheel/wheel-texts';
import { multiplierText } from './multiplier-text';
import { cardText } from './playing-card';

export function useRoundWords(): (round: InstantRound, won: boolean) => string {
  const language = useHouseLanguage();
  const dice = useTexts(diceTexts);
  const limbo = useTexts(limboTexts);
  const wheel = useTexts(wheelTexts);
  const plinko = useTexts(plinkoTexts);
  const keno = useTexts(kenoTexts);
  const roulette = useTexts(rouletteTexts);
  const dragonTiger = useTexts(dragonTigerTexts);
  const fishing = useTexts(fishingTexts);
  const sevenUpDown = useTexts(sevenUpDownTexts);
  const baccarat = useTexts(baccaratTexts);
  const andarBahar = useTexts(andarBaharTexts);
  const teenPatti = useTexts(teenPattiTexts);
  const number = (value: number) => toLocalDigits(String(value), language);
  const times = (value: number) => multiplierText(value, language);
  return (round, won) => {
    switch (round.game) {
      case 'dice':
        return dice.rolled(
          toLocalDigits(round.result.roll.toFixed(2), language),
          won ? dice.wonSide : dice.lostSide,
        );
      case 'limbo':
        return won
          ? limbo.reached(times(round.result.result), times(round.choice.target))
          : limbo.missed(times(round.result.result), times(round.choice.target));
      case 'wheel':
        return wheel.stopped(
          number(round.result.segment + 1),
          times((WHEEL_LAYOUTS[round.choice.risk][round.result.segment] ?? 0) / 100),
        );
      case 'plinko':
        return plinko.landed(
          number(round.result.slot + 1),
          times((plinkoTable(round.choice)[round.result.slot] ?? 0) / 100),
        );
      case 'keno':
        return keno.result(
          number(round.result.hits.length),
          number(round.choice.picks.length),
          toLocalDigits(round.result.drawn.join(', '), language),
        );
      case 'roulette': {
        const { number: landed } = round.result;
        const colour = landed === 0 ? 'green' : rouletteIsRed(landed) ? 'red' : 'black';
        return roulette.result(number(landed), roulette.colours[colour]);
      }
      case 'dragon-tiger':
        return dragonTiger.round(
          cardText(round.result.dragon),
          cardText(round.result.tiger),
          dragonTiger.winner[dragonTigerWinner(round.result)],
        );
      case 'fishing': {
        const fish = fishing.fish[round.choice.fish] ?? '';
        return round.result.caught ? fishing.caught(fish) : fishing.missed(fish);
      }
      case 'seven-up-down':
        return sevenUpDown.result(
          number(round.result.dice.reduce((sum, die) => sum + die, 0)),
          sevenUpDown.sides[sevenUpDownSide(round.result)],
        );
      case 'baccarat':
        return baccarat.result(
          round.result.player.map(cardText).join(' '),
          round.result.banker.map(cardText).join(' '),
          baccarat.winner[baccaratWinner(round.result)],
        );
      case 'andar-bahar': {
        const winner = andarBaharWinner(round.result);
        return andarBahar.result(
          cardText(round.result.joker),
          andarBahar[winner],
          number(round.result.andar.length + round.result.bahar.length),
        );
      }
      case 'teen-patti': {
        const { player, dealer } = round.result;
        return teenPatti.result(
          player.map(cardText).join(' '),
          teenPatti.hands[teenPattiHandOf(player).hand],
          dealer.map(cardText).join(' '),
          teenPatti.hands[teenPattiHandOf(dealer).hand],
          teenPatti.winner[teenPattiWinner(round.result)],
        );
      }
    }
  };
}
