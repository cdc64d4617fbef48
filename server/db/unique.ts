const UNIQUE_VIOLATION = '23505';

/**
 * Runs a write that a unique index may refuse (a number taken between its check and the insert, by
 * another request at the same moment), turning that refusal into `refusal()`: the same clear 400 as the
 * check gives.
 */
export async function refuseDuplicate<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw refusal();
    throw error;
  }
}
