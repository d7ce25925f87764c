/**
 * At most `max` tasks at a time; the rest wait in arrival order. Image
 * processing is CPU- and memory-bound: a burst of uploads queues up instead
 * of decoding ten 12 MP photos at once.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const handOver = waiting.shift();
    // A finished task passes its slot straight to the next in line, so a newcomer cannot jump in between.
    if (handOver) handOver();
    else active--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
