/// What a figure of a plant's light needs rests on: the sources whose statements give it, and
/// whether those statements are about the plant itself or only about its genus or a group.
///
/// Made by ``LightProfile`` from a plant's evidence. A figure the catalog derived from several
/// statements names every source among them; its scope is the narrowest of theirs, so a figure
/// one statement gives for the plant itself is plant-level even if a group statement agrees.
public struct LightBasis: Sendable, Hashable {
  /// The ids of the sources, sorted, each once.
  public let sources: [String]
  /// The narrowest scope among the statements.
  public let scope: LightEvidence.Scope
  /// The genus or group the statements are about, when `scope` is not `plant`: "succulents",
  /// "Ficus".
  public let about: String?

  /// Creates a basis.
  public init(sources: [String], scope: LightEvidence.Scope, about: String? = nil) {
    self.sources = sources
    self.scope = scope
    self.about = about
  }

  /// The basis of `statements`, or `nil` when there are none.
  init?(_ statements: [LightEvidence]) {
    guard let scope = statements.map(\.scope).min() else { return nil }
    sources = Array(Set(statements.map(\.source))).sorted()
    self.scope = scope
    about = scope == .plant ? nil : statements.first { $0.scope == scope }?.about
  }

  /// Whether the figure rests on a statement about the plant itself.
  public var isPlantLevel: Bool { scope == .plant }

  /// The sources in words for a reason: "TROPICOPIA" or "CHARLEYS, ICAR-ECOURSE".
  public var sourceText: String { sources.joined(separator: ", ") }

  /// What the statements are about, when it is not the plant: "succulents as a group", "the
  /// genus Ficus"; `nil` for a plant-level basis.
  public var scopeText: String? {
    switch scope {
    case .plant: nil
    case .genus: "the genus \(about ?? "it belongs to")"
    case .group: "\(about ?? "its group") as a group"
    }
  }
}
