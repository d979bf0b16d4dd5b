/// Whether a plant takes direct sun, from statements such as "avoid direct sun" or "full sun".
///
/// Tolerance of light above 20,000 lux, where the direct band starts, comes only from this
/// attribute (docs/plant-catalog.md, "Direct sun").
public struct DirectSun: Sendable, Hashable {
  /// How much direct sun the plant takes.
  public enum Exposure: String, Sendable, Hashable, CaseIterable, DeclarationOrdered, Codable {
    /// None: keep it out of direct sun.
    case none
    /// Morning sun or sun through a sheer curtain, not hot midday sun.
    case morningOrFiltered = "morning-or-filtered"
    /// Full sun.
    case full
  }

  /// The value.
  public let exposure: Exposure
  /// What it rests on: `statement` or `groupDefault`.
  public let basis: LightBound.Basis
  /// The grade of the statements it comes from.
  public let grade: EvidenceGrade
  /// The ids of the sources, sorted.
  public let sources: [String]

  /// Creates the attribute.
  public init(
    _ exposure: Exposure, basis: LightBound.Basis, grade: EvidenceGrade, sources: [String] = []
  ) {
    self.exposure = exposure
    self.basis = basis
    self.grade = grade
    self.sources = sources
  }
}
