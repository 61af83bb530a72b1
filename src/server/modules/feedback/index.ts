// Members' questions with the image captcha, answered by an operator into the member's inbox.
import { feedbackRoutes } from './routes.ts';
import { feedbackOperatorRoutes } from './operator.ts';
import { type OperatorCommands, serverModule } from '../../module.ts';

export const feedbackModule = serverModule({ name: 'feedback', dependencies: ['captcha', 'inbox'], routes: [feedbackRoutes] });

export const feedbackOperatorCommands: OperatorCommands = (app) => (reader) =>
  feedbackOperatorRoutes(reader, () => ({ db: app.db, now: () => app.accounts.clock.now(), hasBrand: (id) => app.registry.get(id) !== undefined }));

// The public service: what other modules may use.
export { FEEDBACK_OPERATOR_PATH, type FeedbackCommand, runFeedbackCommand } from './operator.ts';
