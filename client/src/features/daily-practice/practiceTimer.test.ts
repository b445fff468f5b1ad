import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  formatClock,
  isRunning,
  isUp,
  newTimer,
  pauseTimer,
  remainingMs,
  resetTimer,
  settleTimer,
  startTimer,
} from './practiceTimer';

const MIN = 60_000;

describe('the practice timer', () => {
  it('counts down from its duration while running', () => {
    const timer = startTimer(newTimer(5 * MIN), 1_000);
    expect(isRunning(timer)).toBe(true);
    expect(formatClock(remainingMs(timer, 1_000))).toBe('5:00');
    expect(formatClock(remainingMs(timer, 1_000 + 61_500))).toBe('3:59');
    expect(elapsedMs(timer, 1_000 + 61_500)).toBe(61_500);
  });

  it('pauses, keeps its time, and resumes from there', () => {
    let timer = startTimer(newTimer(2 * MIN), 0);
    timer = pauseTimer(timer, 30_000);
    expect(isRunning(timer)).toBe(false);
    expect(elapsedMs(timer, 500_000)).toBe(30_000);
    timer = startTimer(timer, 600_000);
    expect(elapsedMs(timer, 610_000)).toBe(40_000);
    expect(formatClock(remainingMs(timer, 610_000))).toBe('1:20');
  });

  it('runs out at its duration and goes no further', () => {
    const timer = startTimer(newTimer(MIN), 0);
    expect(isUp(timer, MIN - 1)).toBe(false);
    expect(isUp(timer, MIN)).toBe(true);
    expect(elapsedMs(timer, 10 * MIN)).toBe(MIN);
    expect(formatClock(remainingMs(timer, 10 * MIN))).toBe('0:00');
    const settled = settleTimer(timer, 10 * MIN);
    expect(isRunning(settled)).toBe(false);
    expect(elapsedMs(settled, 20 * MIN)).toBe(MIN);
    // A timer that has run out does not start again until it is reset.
    expect(startTimer(settled, 20 * MIN)).toBe(settled);
    expect(isRunning(startTimer(resetTimer(settled), 20 * MIN))).toBe(true);
  });

  it('leaves a running timer alone when started again, and a timer with time left when settled', () => {
    const timer = startTimer(newTimer(MIN), 0);
    expect(startTimer(timer, 5_000)).toBe(timer);
    expect(settleTimer(timer, 5_000)).toBe(timer);
  });

  it('resets to its full duration, stopped', () => {
    const timer = resetTimer(pauseTimer(startTimer(newTimer(3 * MIN), 0), 90_000));
    expect(timer).toEqual(newTimer(3 * MIN));
  });

  it('never counts backwards when the clock does', () => {
    const timer = startTimer(newTimer(MIN), 10_000);
    expect(elapsedMs(timer, 5_000)).toBe(0);
  });
});
