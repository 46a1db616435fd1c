import Foundation

extension _UserInfoDecoderImpl {
    /// An unkeyed container over a nested array or set (`[Any]`, `NSArray`, `Set`, `NSSet`; a set's elements in
    /// no particular order). A read that fails does not advance: the next read sees the same element.
    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let elements: [Any]
        let path: _UserInfoCodingPath?
        private(set) var currentIndex = 0

        init(elements: [Any], path: _UserInfoCodingPath?) {
            self.elements = elements
            self.path = path
        }

        var codingPath: [any CodingKey] { path.codingPath }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        /// The coding path of the current element.
        private var elementPath: [any CodingKey] { path.codingPath(appending: _UserInfoCodingKey(index: currentIndex)) }

        /// The current element, without advancing.
        private func peek(_ type: Any.Type) throws(DecodingError) -> Any {
            guard currentIndex < elements.count else {
                let count = elements.count
                throw DecodingError.valueNotFound(
                    type,
                    DecodingError.Context(
                        codingPath: elementPath,
                        debugDescription: "the array has \(count) element\(count == 1 ? "" : "s"), expected more"))
            }
            return elements[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard _isNil(try peek(Any?.self)) else { return false }
            currentIndex += 1
            return true
        }

        /// The current element as a primitive, advancing once it is read.
        private mutating func leaf<T: _UserInfoPrimitive>() throws(DecodingError) -> T {
            let value: T = try _UserInfoDecoderImpl.leaf(try peek(T.self), at: elementPath)
            currentIndex += 1
            return value
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try leaf() }
        mutating func decode(_ type: String.Type) throws -> String { try leaf() }
        mutating func decode(_ type: Double.Type) throws -> Double { try leaf() }
        mutating func decode(_ type: Float.Type) throws -> Float { try leaf() }
        mutating func decode(_ type: Int.Type) throws -> Int { try leaf() }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try leaf() }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try leaf() }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try leaf() }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try leaf() }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        mutating func decode(_ type: Int128.Type) throws -> Int128 { try leaf() }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try leaf() }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try leaf() }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try leaf() }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try leaf() }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try leaf() }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try leaf() }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let raw = try peek(type)
            let value = try _UserInfoDecoderImpl.value(
                raw, as: type, parent: path, key: _UserInfoCodingKey(index: currentIndex))
            currentIndex += 1
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            let container = try currentDecoder().container(keyedBy: type)
            currentIndex += 1
            return container
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let container = try currentDecoder().unkeyedContainer()
            currentIndex += 1
            return container
        }

        mutating func superDecoder() throws -> any Decoder {
            let decoder = try currentDecoder()
            currentIndex += 1
            return decoder
        }

        private func currentDecoder() throws -> _UserInfoDecoderImpl {
            let raw = try peek(Any.self)
            let child = path.appending(_UserInfoCodingKey(index: currentIndex))
            if child.depth > _UserInfoDecoderImpl.maximumDepth { throw _UserInfoDecoderImpl.tooDeep(child) }
            return _UserInfoDecoderImpl(
                value: _UserInfoShape.unwrapped(raw) ?? NSNull(), path: child, decodingType: Any.self)
        }
    }
}
