import { fillPercentage } from './progress';

describe('fill', () => {
  it('computes the fill percentage', () => {
    expect(fillPercentage(3, 4)).toBe(75);
    expect(fillPercentage(0, 0)).toBe(100);
  });
});
