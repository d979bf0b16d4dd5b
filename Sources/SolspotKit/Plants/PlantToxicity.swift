/// Whether a plant is toxic to cats and dogs, and where that comes from.
///
/// Source: the ASPCA's toxic and non-toxic plant lists (REFERENCE.md, "Light for plants"). A
/// plant absent from them is `unknown`, never "safe".
public struct PlantToxicity: Sendable, Hashable {
  /// What a source says about one animal.
  public enum Status: String, Sendable, Hashable, CaseIterable {
    /// Listed as toxic.
    case toxic
    /// Listed as non-toxic.
    case nonToxic = "non-toxic"
    /// Not listed, or not checked.
    case unknown
  }

  /// For cats.
  public let cats: Status
  /// For dogs.
  public let dogs: Status
  /// The id of the source in the catalog, or `nil` when both are unknown.
  public let source: String?
  /// The listing the verdict was read from (its title or species), when recorded.
  public let listing: String?
  /// One sentence when the verdict needs it, e.g. why a plant stays unknown.
  public let note: String?

  /// Creates a toxicity entry.
  public init(
    cats: Status, dogs: Status, source: String?, listing: String? = nil, note: String? = nil
  ) {
    self.cats = cats
    self.dogs = dogs
    self.source = source
    self.listing = listing
    self.note = note
  }

  /// Whether the plant is listed as non-toxic to both cats and dogs: what `--pet-safe` keeps.
  /// A plant that is toxic to either, or unknown for either, is not pet-safe.
  public var isPetSafe: Bool { cats == .nonToxic && dogs == .nonToxic }

  /// Whether the plant is listed as non-toxic to cats: what `--cat-safe` keeps.
  public var isCatSafe: Bool { cats == .nonToxic }

  /// Whether the plant is listed as non-toxic to dogs: what `--dog-safe` keeps.
  public var isDogSafe: Bool { dogs == .nonToxic }
}
