import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an XML document, parsed with Foundation's `XMLParser`, which rejects malformed XML.
final class SVGElements: NSObject, XMLParserDelegate {
    /// Each element's name and attributes, in document order.
    private(set) var elements: [(name: String, attributes: [String: String])] = []
    /// The text of every `<text>` element, in document order.
    private(set) var texts: [String] = []
    private var currentText: String?

    /// Parses `document`; `nil` when it is not well-formed XML.
    static func parse(_ document: String) -> SVGElements? {
        let elements = SVGElements()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = elements
        return parser.parse() ? elements : nil
    }

    /// The `<rect>` elements filled with `color`.
    func rects(filled color: String) -> [[String: String]] {
        elements.filter { $0.name == "rect" && $0.attributes["fill"] == color }.map(\.attributes)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append((elementName, attributes))
        if elementName == "text" {
            currentText = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText? += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if elementName == "text", let text = currentText {
            texts.append(text)
            currentText = nil
        }
    }
}
