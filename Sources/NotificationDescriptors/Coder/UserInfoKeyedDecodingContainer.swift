import Foundation

extension _UserInfoDecoderImpl {
    /// A keyed container over `userInfo` or a nested dictionary.
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        /// The dictionary, this container's own: a container a payload keeps reads the same values later.
        let dictionary: _UserInfoDictionary
        let path: _UserInfoCodingPath?

        init(dictionary: _UserInfoDictionary, path: _UserInfoCodingPath?) {
            self.dictionary = dictionary
            self.path = path
        }

        var codingPath: [any CodingKey] { path.codingPath }

        var allKeys: [Key] { dictionary.codingKeys(Key.self) }

        func contains(_ key: Key) -> Bool {
            do {
                return try dictionary.value(for: key) != nil
            } catch {
                // Two keys for one name: "contained", so that decoding it reports them.
                return true
            }
        }

        /// The value for `key`; two keys that read as its name are an error.
        @inline(__always)
        private func lookUp(_ key: Key) throws(DecodingError) -> Any? {
            do {
                return try dictionary.value(for: key)
            } catch {
                throw error.error(at: codingPath)
            }
        }

        @inline(__always)
        private func required(_ key: Key) throws(DecodingError) -> Any {
            guard let raw = try lookUp(key) else {
                throw _UserInfoDecoderImpl.missing(key, at: codingPath, in: dictionary)
            }
            return raw
        }

        /// The value for `key`, or `nil` when it is absent, `NSNull` or `Optional.none`.
        @inline(__always)
        private func present(_ key: Key) throws(DecodingError) -> Any? {
            guard let raw = try lookUp(key), !_isNil(raw) else { return nil }
            return raw
        }

        /// A primitive under `key`, by its reading rule.
        @inline(__always)
        private func leaf<T: _UserInfoPrimitive>(_ key: Key) throws(DecodingError) -> T {
            try _UserInfoDecoderImpl.leaf(try required(key), at: codingPath(appending: key))
        }

        /// A primitive under `key`, or `nil` when there is none.
        @inline(__always)
        private func leafIfPresent<T: _UserInfoPrimitive>(_ key: Key) throws(DecodingError) -> T? {
            guard let raw = try present(key) else { return nil }
            return try _UserInfoDecoderImpl.leaf(raw, at: codingPath(appending: key)) as T
        }

        private func codingPath(appending key: Key) -> [any CodingKey] {
            path.codingPath(appending: key)
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            _isNil(try required(key))
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try leaf(key) }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try leafIfPresent(key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try leaf(key) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try leafIfPresent(key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try leaf(key) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try leafIfPresent(key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try leaf(key) }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try leafIfPresent(key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try leaf(key) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try leafIfPresent(key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try leaf(key) }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try leafIfPresent(key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try leaf(key) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try leafIfPresent(key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try leaf(key) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try leafIfPresent(key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try leaf(key) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try leafIfPresent(key) }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try leaf(key) }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try leafIfPresent(key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try leaf(key) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try leafIfPresent(key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try leaf(key) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try leafIfPresent(key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try leaf(key) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try leafIfPresent(key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try leaf(key) }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try leafIfPresent(key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try leaf(key) }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try leafIfPresent(key) }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try leaf(key) }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try leafIfPresent(key) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try _UserInfoDecoderImpl.value(try required(key), as: type, parent: path, key: key)
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let raw = try present(key) else { return nil }
            return try _UserInfoDecoderImpl.value(raw, as: type, parent: path, key: key)
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type,
            forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder(for: key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder(for: key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            try superDecoder(for: _UserInfoCodingKey.superKey)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            try superDecoder(for: key)
        }

        /// A decoder for the value under `key`; when it is absent, one whose `decodeNil()` is true and whose
        /// containers report the missing key, as `JSONDecoder`'s (a superclass that decodes nothing still decodes).
        private func superDecoder(for key: any CodingKey) throws -> _UserInfoDecoderImpl {
            let raw: Any?
            do {
                raw = try dictionary.value(for: key)
            } catch {
                throw error.error(at: codingPath)
            }
            return _UserInfoDecoderImpl(
                value: raw.flatMap(_UserInfoShape.unwrapped) ?? NSNull(), path: try child(key), decodingType: Any.self,
                role: raw == nil ? .absentKey : .nested)
        }

        private func decoder(for key: Key) throws -> _UserInfoDecoderImpl {
            _UserInfoDecoderImpl(
                value: _UserInfoShape.unwrapped(try required(key)) ?? NSNull(), path: try child(key),
                decodingType: Any.self)
        }

        /// The path of the value under `key`, once it is checked to be no deeper than the limit.
        private func child(_ key: any CodingKey) throws(DecodingError) -> _UserInfoCodingPath {
            let child = path.appending(key)
            if child.depth > _UserInfoDecoderImpl.maximumDepth { throw _UserInfoDecoderImpl.tooDeep(child) }
            return child
        }
    }
}
