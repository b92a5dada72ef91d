// The time left, counted from the server's deadline and the server's clock at page load (never
// the device's own clock). At zero the page is loaded again: the server shows the result.
import { useEffect, useState } from "react";

const text = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

export function Countdown({
  deadline,
  serverNow,
  onTimeUp,
}: {
  deadline: string;
  serverNow: string;
  onTimeUp: () => void;
}) {
  const initial = Date.parse(deadline) - Date.parse(serverNow);
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const loadedAt = performance.now();
    const timer = setInterval(() => {
      const remaining = initial - (performance.now() - loadedAt);
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        onTimeUp();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [initial, onTimeUp]);
  return (
    <p className="countdown">
      Time left: <strong role="timer">{text(left)}</strong>
    </p>
  );
}
