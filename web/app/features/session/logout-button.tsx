// spec §2: Logout clears the session (on the server too), alerts 'Logged out successfully!' and goes to /.
import { useNavigate, useRevalidator } from "react-router";
import { useApi } from "../../api";
import { useToast } from "../../ui/toast";

export function LogoutButton({ className }: { className?: string }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <button
      type="button"
      className={className ?? "btn"}
      onClick={async () => {
        await api.post("/logout/", {});
        toast.show("Logged out successfully!", "success");
        await navigate("/");
        await revalidator.revalidate();
      }}
    >
      Logout
    </button>
  );
}
