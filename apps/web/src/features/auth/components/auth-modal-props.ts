export interface AuthModalProps {
  params: Record<string, string>;
  onClose: () => void;
}
