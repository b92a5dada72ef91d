import { Link } from "react-router";

/** Sign In: the learner login page (works before JavaScript loads). */
export function SignInLink({ className }: { className?: string }) {
  return (
    <Link to="/learner/login" className={className ?? "btn btn-primary"}>
      Sign In
    </Link>
  );
}
