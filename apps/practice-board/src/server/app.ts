import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Catalogue } from '../catalogue/schema';
import { registerApplyRoutes } from './apply-routes';
import { registerPageRoutes } from './page-routes';
import { BoardState, type BoardConfig } from './state';
import { registerTestRoutes } from './test-routes';

export interface Board {
  app: FastifyInstance;
  state: BoardState;
}

export async function createBoard(
  catalogue: Catalogue,
  config: Omit<BoardConfig, 'limits'> & Partial<Pick<BoardConfig, 'limits'>>,
): Promise<Board> {
  const state = new BoardState(catalogue, { ...config, limits: config.limits ?? catalogue.limits });
  const app = Fastify({ logger: false, bodyLimit: 25 * 1024 * 1024 });
  await app.register(multipart);
  registerTestRoutes(app, state);
  registerApplyRoutes(app, state);
  registerPageRoutes(app, state);
  return { app, state };
}
