import type { ImportProblem } from "@shop/contracts/job-imports";
import type { TextValues, TFunction } from "../../../lib/i18n.ts";

/** roster.csv's columns, as the import knows them (named in a problem about an unknown column). */
const rosterColumns = "subject,first_name,last_name,group,class,picture,type,mask,guardian_emails";

/** The values of a problem's text: lists joined, a class, a day and a reason put in words of the language. */
function valuesOf(t: TFunction, problem: ImportProblem): TextValues {
  switch (problem.code) {
    case "unknownColumn":
      return { ...problem.params, columns: rosterColumns };
    case "guardianEmailsInvalid":
      return { places: problem.params.places.join(", "), count: problem.params.places.length };
    case "rowsImportedAlready": {
      const { count, lines } = problem.params;
      const shown = lines.join(", ");
      return {
        count,
        lines:
          count > lines.length ? t("imports.andMore", { lines: shown, count: count - lines.length }) : shown,
      };
    }
    case "jobOfOtherType":
      return {
        name: problem.params.name,
        type: t(`jobs.types.${problem.params.type}`),
        wanted: t(`jobs.types.${problem.params.wanted}`),
      };
    case "subjectNotInRoster":
      return {
        name: problem.params.name,
        group: problem.params.group ? t("imports.inClass", { group: problem.params.group }) : "",
      };
    case "orderDeadlineNow":
      return { day: problem.params.day ?? t("imports.noDay") };
    case "deadlineStays":
      return {
        deadline: t(`imports.deadlines.${problem.params.deadline}`),
        day: problem.params.day ?? t("imports.noDay"),
      };
    case "pictureRefused": {
      const { file, what, reason, format, limit } = problem.params;
      return {
        file,
        reason:
          reason === "not_an_image" && format !== undefined
            ? t("imports.pictureReasons.format", {
                format: format.toUpperCase(),
                what: t(`imports.what.${what}`),
              })
            : t(`imports.pictureReasons.${reason}`, limit === undefined ? {} : { limit }),
      };
    }
    default:
      return problem.params as TextValues;
  }
}

/** A problem or warning of an import in the studio's language. */
export function importProblemText(t: TFunction, problem: ImportProblem): string {
  return t(`imports.codes.${problem.code}`, valuesOf(t, problem));
}
