/// A publication the catalog's light or toxicity facts come from.
///
/// A source's ``terms`` are its own definitions of its light words ("low light" = 25–100
/// foot-candles): the only way a word becomes a figure. Solspot never maps a source's words
/// onto its own band names (docs/plant-catalog.md, "Converting sources to lux").
public struct PlantSource: Sendable, Hashable {
  /// What kind of publication it is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A university extension service.
    case `extension`
    /// A botanical garden.
    case botanicalGarden = "botanical-garden"
    /// The Royal Horticultural Society.
    case rhs
    /// The ASPCA's plant lists.
    case aspca
    /// A plant database.
    case database
    /// A book.
    case book
    /// Anything else, such as a grower or a newspaper.
    case other
  }

  /// The title.
  public let title: String
  /// Who publishes it.
  public let publisher: String
  /// Where to read it; may be empty for a source with no address.
  public let url: String
  /// What kind of publication it is.
  public let kind: Kind
  /// Whether its figures are templated (the same range for unrelated genera): such a source
  /// is one weak source, never a plant's only one.
  public let isTemplated: Bool
  /// The source's own definitions of its light words, by word.
  public let terms: [String: LightFigure]

  /// Creates a source.
  public init(
    title: String, publisher: String, url: String, kind: Kind, isTemplated: Bool,
    terms: [String: LightFigure] = [:]
  ) {
    self.title = title
    self.publisher = publisher
    self.url = url
    self.kind = kind
    self.isTemplated = isTemplated
    self.terms = terms
  }
}
