import { echo } from '../../../shared/contracts/system/echo.ts';
import { answer } from '../../http/call-registry.ts';

export const echoCall = () => answer(echo, async (input) => ({ message: input.message, serverTime: Date.now() }));
