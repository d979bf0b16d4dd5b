/// Whether a plant is toxic to cats and dogs, and where that comes from.
///
/// Source: the ASPCA's toxic and non-toxic plant lists (REFERENCE.md, "Light for plants"); for a
/// plant on none of them, the Pet Poison Helpline, which lists poisons only. A plant absent from
/// them is `unknown`, never "safe". How the catalog reads them, and in which order, is in
/// docs/plant-catalog.md ("Pet toxicity").
///
/// Properties:
/// - a ``scope`` or a ``url`` is given only with a known verdict (cats or dogs not `unknown`);
/// - a known verdict names a ``source``.
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

  /// What the listing a verdict was read from names.
  public enum Scope: String, Sendable, Hashable, CaseIterable {
    /// This plant: its accepted name, a synonym, or the name it is sold under.
    case plant
    /// The genus as a whole ("Ficus sp."), the species itself not being listed: the verdict is
    /// the genus's, a weaker claim than a listing of the species.
    case genus
  }

  /// For cats.
  public let cats: Status
  /// For dogs.
  public let dogs: Status
  /// The id of the source in the catalog, or `nil` when both are unknown.
  public let source: String?
  /// The listing the verdict was read from (its title or species), when recorded.
  public let listing: String?
  /// Whether the listing names this plant or only its genus, when a verdict is known.
  public let scope: Scope?
  /// The address of the listing's page, when the copy it was read from records one.
  public let url: String?
  /// One sentence when the verdict needs it, e.g. why a plant stays unknown.
  public let note: String?

  /// Creates a toxicity entry.
  public init(
    cats: Status, dogs: Status, source: String?, listing: String? = nil, scope: Scope? = nil,
    url: String? = nil, note: String? = nil
  ) {
    self.cats = cats
    self.dogs = dogs
    self.source = source
    self.listing = listing
    self.scope = scope
    self.url = url
    self.note = note
  }

  /// Whether a verdict is known for cats or for dogs.
  public var isKnown: Bool { cats != .unknown || dogs != .unknown }

  /// Whether a verdict is known for both cats and dogs.
  public var isKnownForBoth: Bool { cats != .unknown && dogs != .unknown }

  /// Whether the plant is listed as non-toxic to both cats and dogs: what `--pet-safe` keeps.
  /// A plant that is toxic to either, or unknown for either, is not pet-safe.
  public var isPetSafe: Bool { cats == .nonToxic && dogs == .nonToxic }

  /// Whether the plant is listed as non-toxic to cats: what `--cat-safe` keeps.
  public var isCatSafe: Bool { cats == .nonToxic }

  /// Whether the plant is listed as non-toxic to dogs: what `--dog-safe` keeps.
  public var isDogSafe: Bool { dogs == .nonToxic }
}
