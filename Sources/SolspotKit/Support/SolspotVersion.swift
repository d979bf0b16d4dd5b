/// The version of the Solspot engine.
public enum SolspotVersion {
  /// The version string, following semantic versioning.
  public static let current = "0.1.0"
}
