import { checkVersion } from '../../../shared/contracts/system/check-version.ts';
import { compareVersions } from '../../../shared/app-info.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { VersionPolicy, VersionRepository } from './version-repository.ts';

/**
 * 1004 when the client is below the minimum (no way to refuse); 1003 when a newer version exists
 * that this device has not refused; 1000 otherwise. A refusal arrives as ignore_version.
 */
export const checkVersionCall = (repo: VersionRepository, policy: VersionPolicy) =>
  answer(checkVersion, async (input, ctx) => {
    if (input.ignore_version) await repo.ignore(ctx.deviceId, input.ignore_version);
    const ignored = await repo.latestIgnored(ctx.deviceId);
    const data = { latest: policy.latest, minimum: policy.minimum, content: policy.content, ignored };
    if (compareVersions(input.version, policy.minimum) < 0) throw new ApiError(CODE.updateForced, 'code.1004', { data });
    if (compareVersions(input.version, policy.latest) < 0 && ignored !== policy.latest) {
      throw new ApiError(CODE.updateOffered, 'code.1003', { data });
    }
    return data;
  });
