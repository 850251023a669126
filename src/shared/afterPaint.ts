/**
 * Resolves once the browser has drawn the next frame, so that work started after it comes in a task of its own and
 * the frame that answers a press is not held back by it (Interaction to Next Paint). A hidden page draws no frames:
 * after `HIDDEN_PAGE_MS` it resolves anyway, so nothing waits for a frame that never comes.
 */
export const HIDDEN_PAGE_MS = 100;

export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, HIDDEN_PAGE_MS);
    // An animation frame callback runs before that frame is drawn; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(finish, 0));
  });
