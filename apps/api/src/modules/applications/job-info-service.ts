import type { HistoryCursor } from './history-cursor';
import type { HistoryPageRow, JobInfoFigures, JobInfoRepository } from './job-info-repository';

/** A job-info answer: the asking user and the answer's `user` object as JSON text. */
export interface JobInfoAnswer {
  userId: number;
  email: string;
  userJson: string;
}

/**
 * Job-info and the history's pages. The polled call reads kept figures (decision 038); they are computed only when
 * none are current. An hour-old reservation of the asking user is given back before job-info answers (decision 018's
 * lazy sweep), so it never holds a credit or a daily slot in the figures shown.
 */
export function createJobInfoService(
  repository: JobInfoRepository,
  sweepExpired: (userId: number) => Promise<number>,
) {
  return {
    /**
     * By the session's token hash: the read finds the session, its user and their current figures itself (one round
     * trip when they are current). `wholeHistory`: jobHistory holds every sent application (the specification's
     * client counts Total Applications from it), else the newest HISTORY_PREVIEW_COUNT (decisions 035, 038).
     */
    async jobInfo(
      sessionTokenHash: string,
      timeZone: string,
      options: { wholeHistory: boolean } = { wholeHistory: false },
    ): Promise<JobInfoAnswer | undefined> {
      const read = await repository.read(sessionTokenHash, timeZone);
      if (!read) return undefined;
      const { userId, email } = read.session;
      let figures: JobInfoFigures | undefined = read.figures ?? (await repository.compute(userId, timeZone));
      if (figures?.hasStale) {
        // The sweep changes the user's applications, so the figures are computed again after it.
        await sweepExpired(userId);
        figures = await repository.compute(userId, timeZone);
      }
      // The account was deleted between the statements: as if the session had gone.
      if (!figures) return undefined;
      const history = options.wholeHistory ? await repository.wholeHistory(userId) : figures.historyJson;
      const nextCursor = options.wholeHistory ? null : figures.historyNextCursor;
      const userJson =
        `{"jobHistory":${history},"availableJobs":${figures.credits},` +
        `"isPremium":${figures.isPremium ? 'true' : 'false'},` +
        `"jobHistoryNextCursor":${JSON.stringify(nextCursor)},${figures.figuresJson}}`;
      return { userId, email, userJson };
    },
    historyPage(userId: number, cursor: HistoryCursor | null): Promise<HistoryPageRow> {
      return repository.historyPage(userId, cursor);
    },
  };
}
export type JobInfoService = ReturnType<typeof createJobInfoService>;
