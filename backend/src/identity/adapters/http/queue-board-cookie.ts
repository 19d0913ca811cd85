import type { Request, Response } from 'express';

export const QUEUE_BOARD_PATH = '/api/admin/queues';
const QUEUE_BOARD_SESSION_PATH = `${QUEUE_BOARD_PATH}/session`;
const COOKIE = 'bte_queue_board';

/** httpOnly, SameSite=Strict and scoped to the board: no script reads it, no other site or API path gets it. */
export function setQueueBoardCookie(response: Response, pass: string, maxAgeSeconds: number, secure: boolean) {
  response.cookie(COOKIE, pass, { httpOnly: true, sameSite: 'strict', secure, path: QUEUE_BOARD_PATH, maxAge: maxAgeSeconds * 1000 });
}

export function clearQueueBoardCookie(response: Response, secure: boolean) {
  response.clearCookie(COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: QUEUE_BOARD_PATH });
}

/** The pass, on a request to the board itself (never on the endpoint that issues it). */
export function readQueueBoardCookie(request: Request): string | undefined {
  const path = request.originalUrl.split('?')[0];
  const onBoard = path === QUEUE_BOARD_PATH || (path.startsWith(`${QUEUE_BOARD_PATH}/`) && path !== QUEUE_BOARD_SESSION_PATH);
  if (!onBoard || !request.headers.cookie) return undefined;
  for (const part of request.headers.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}
