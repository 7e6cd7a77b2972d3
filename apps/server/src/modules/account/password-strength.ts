import type { EstimatePassword } from "@shop/domain/password-rules";

/**
 * The strength estimate of a new password (decision 0040): zxcvbn (`@zxcvbn-ts/core`) with the common dictionaries
 * of `@zxcvbn-ts/language-common`: 49,233 breached passwords (the most common first), the diceware words and the
 * keyboard layouts. They take about 11 MB and half a second to load, so they are loaded on the first password set,
 * not at the start, and only on the server: the web app never carries them.
 */

/** zxcvbn's warnings that say the password is a common one, or one of them with a little added. */
const commonWarnings: ReadonlySet<string> = new Set(["topTen", "topHundred", "common", "similarToCommon"]);

let loading: Promise<EstimatePassword> | undefined;

async function load(): Promise<EstimatePassword> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
  ]);
  const breached: ReadonlySet<string> = new Set(common.dictionary["passwords-common"]);
  const zxcvbn = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  return (password, personalWords) => {
    const result = zxcvbn.check(password, [...personalWords]);
    const warning = result.feedback.warning ?? "";
    // On the list as it is, or weak because it is one of them with a little added ('sunshine1').
    const common = breached.has(password.toLowerCase()) || (result.score < 3 && commonWarnings.has(warning));
    return { score: result.score, common };
  };
}

/** The estimate, its word lists loaded once per process on first use. */
export function passwordEstimator(): Promise<EstimatePassword> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
