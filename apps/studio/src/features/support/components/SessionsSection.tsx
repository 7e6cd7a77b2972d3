import type { SupportParentResponse } from "@shop/contracts/studio-support";
import { Button } from "@shop/ui/Button";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useEndSessions } from "../api/support.ts";
import { SupportSection } from "./SupportSection.tsx";

/** Where the parent is signed in (when, not what), and 'End all sessions'. */
export function SessionsSection({
  userUuid,
  sessions,
}: {
  userUuid: string;
  sessions: SupportParentResponse["sessions"];
}) {
  const { t, language } = useTranslation();
  const end = useEndSessions(userUuid);
  return (
    <SupportSection
      title={t("support.sessions")}
      empty={sessions.length === 0 ? t("support.noSessions") : null}
    >
      <ul className="flex flex-col gap-1">
        {sessions.map((session) => (
          <li
            key={`${session.createdAt} ${session.expiresAt}`}
            className="rounded-lg border border-border bg-surface px-4 py-2"
          >
            {t("support.sessionSeen", {
              started: formatTime(language, session.createdAt),
              seen: formatTime(language, session.lastSeenAt),
            })}
            {session.simulatedBy && <span> · {t("support.simulatedBy", { name: session.simulatedBy })}</span>}
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="self-start" loading={end.isPending} onClick={() => end.mutate()}>
        {t("support.endSessions")}
      </Button>
      {end.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {end.error.message}
        </p>
      )}
    </SupportSection>
  );
}
