import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../worker/tasks/cgt.js';
import { plotBox, wallPoints } from './thermograph-plot.js';

describe('thermograph plot', () => {
  it('draws the walls of {1/2|-2} up to the top, meeting at the mean', () => {
    const report = evaluateExpression('{1/2|-2}');
    const top = report.temperatureValue + 1;
    const left = wallPoints(report.leftWall, top);
    const right = wallPoints(report.rightWall, top);
    expect(left[0]).toEqual({ t: -1, value: report.leftWall[0]!.value });
    expect(right[0]).toEqual({ t: -1, value: report.rightWall[0]!.value });
    expect(left.every((p, i) => i === 0 || p.t > left[i - 1]!.t)).toBe(true);
    expect(left[left.length - 1]).toEqual({ t: top, value: report.meanValue });
    expect(right[right.length - 1]).toEqual({ t: top, value: report.meanValue });
  });

  it('draws an integer as a single vertical mast', () => {
    const report = evaluateExpression('3');
    expect(wallPoints(report.leftWall, 1)).toEqual([
      { t: -1, value: 3 },
      { t: 1, value: 3 },
    ]);
  });

  it('leaves a margin around the values', () => {
    const box = plotBox([{ t: -1, value: 0 }], [{ t: -1, value: -2 }]);
    expect(box.minValue).toBeLessThan(-2);
    expect(box.maxValue).toBeGreaterThan(0);
  });
});
