import { ageOf, type Age } from '../../display/time'

/** How long ago, from whole seconds, for a compiled message: the unit people say it in (`now`, `minute`, `hour`, `day`) and the count in it. */
export function byAge(seconds: number, say: (unit: Age['unit'], count: number) => string): string {
  const { unit, count } = ageOf(seconds)
  return say(unit, count)
}
