import type { HistoryCursor } from './history-cursor';
import type { HistoryPageRow, JobInfoRepository, JobInfoRow } from './job-info-repository';

/**
 * Job-info and the history's pages. An hour-old reservation of the asking user is given back before job-info answers
 * (decision 018's lazy sweep), so it never holds a credit or a daily slot in the figures shown.
 */
export function createJobInfoService(
  repository: JobInfoRepository,
  sweepExpired: (userId: number) => Promise<number>,
) {
  return {
    /** By the session's token hash: the statement finds the session and its user itself (one round trip). */
    async jobInfo(sessionTokenHash: string, timeZone: string): Promise<JobInfoRow | undefined> {
      // The read says whether anything is due; sweeping only then keeps the polled call at one statement.
      const info = await repository.jobInfo(sessionTokenHash, timeZone);
      if (!info?.hasStale) return info;
      await sweepExpired(info.userId);
      return repository.jobInfo(sessionTokenHash, timeZone);
    },
    historyPage(userId: number, cursor: HistoryCursor | null): Promise<HistoryPageRow> {
      return repository.historyPage(userId, cursor);
    },
  };
}
export type JobInfoService = ReturnType<typeof createJobInfoService>;
