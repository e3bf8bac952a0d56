import { participationPoints, roundedHours } from './points';

describe('spec 9 hourly rounding', () => {
  it('rounds the rest of the hour: under a quarter down, to three quarters a half, from three quarters up', () => {
    const h = (hours: number) => roundedHours(hours * 3600);
    expect([h(0.24), h(0.25), h(0.74), h(0.75)]).toEqual([0, 0.5, 0.5, 1]);
    expect([h(4), h(4.2), h(4.5), h(4.9), h(0), h(-1)]).toEqual([4, 4, 4.5, 5, 0, 0]);
    expect(roundedHours(14 * 60)).toBe(0); // 0.233 h
    expect(roundedHours(15 * 60)).toBe(0.5);
    expect(roundedHours(44 * 60 + 59)).toBe(0.5);
    expect(roundedHours(45 * 60)).toBe(1);
  });

  it('multiplies the rounded hours by the rate, to the hundredth', () => {
    expect(participationPoints(4 * 3600, 10)).toBe(40);
    expect(participationPoints(45 * 60, 7.35)).toBe(7.35);
    expect(participationPoints(30 * 60, 3.333)).toBe(1.67);
    expect(participationPoints(3600, Number.NaN)).toBe(0);
  });
});
