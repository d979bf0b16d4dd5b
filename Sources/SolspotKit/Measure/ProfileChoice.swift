/// How the device profile of a photo's estimate was chosen.
public enum ProfileChoice: String, Sendable, Hashable, CaseIterable {
  /// From the photo's Make, Model and LensModel.
  case matched
  /// Given by the user (`--device` or `--profile`).
  case chosen
  /// No profile matches: the generic one.
  case generic
}
