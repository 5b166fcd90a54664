// Generated from the server's OpenAPI document by scripts/generate.mjs. Do not edit.
export interface paths {
    "/admin/auth/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The logged-in operator */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                                /** @enum {unknown} */
                                role: "admin" | "finance" | "support";
                                username: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator login; send the token as X-Operator-Token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        username: string;
                    };
                    "application/x-www-form-urlencoded": {
                        password: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                expiresAt: string;
                                operator: {
                                    id: number;
                                    /** @enum {unknown} */
                                    role: "admin" | "finance" | "support";
                                    username: string;
                                };
                                token: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator logout: the token in X-Operator-Token stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/areaCodes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All area codes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                code: string;
                                country: string;
                                enabled: boolean;
                                name: string;
                                sort: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/areaCodes/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update an area code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        country: string;
                        /** @default true */
                        enabled?: boolean;
                        name: string;
                        /** @default 0 */
                        sort?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        code: string;
                        country: string;
                        /** @default true */
                        enabled?: boolean;
                        name: string;
                        /** @default 0 */
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                code: string;
                                country: string;
                                enabled: boolean;
                                name: string;
                                sort: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/bonus/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a bonus code (4-32 letters/digits, stored upper-case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        code: string;
                        /** Format: date-time */
                        expiresAt: string;
                        totalUses: number;
                    };
                    "application/x-www-form-urlencoded": {
                        amount: string;
                        code: string;
                        /** Format: date-time */
                        expiresAt: string;
                        totalUses: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                code: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                enabled: boolean;
                                /** @description ISO 8601 date-time (UTC) */
                                expiresAt: string;
                                id: number;
                                totalUses: number;
                                usedCount: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/bonus/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bonus codes, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    code: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    enabled: boolean;
                                    /** @description ISO 8601 date-time (UTC) */
                                    expiresAt: string;
                                    id: number;
                                    totalUses: number;
                                    usedCount: number;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/bonus/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable/disable a bonus code, or change its total uses or expiry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        /** Format: date-time */
                        expiresAt?: string;
                        id: number;
                        totalUses?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        enabled?: boolean;
                        /** Format: date-time */
                        expiresAt?: string;
                        id: number;
                        totalUses?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                code: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                enabled: boolean;
                                /** @description ISO 8601 date-time (UTC) */
                                expiresAt: string;
                                id: number;
                                totalUses: number;
                                usedCount: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The configuration keys operators may change, with their values */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                key: string;
                                value: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/config/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a configuration value (notice_popup_wait_seconds, download_url, share_base_url, app_version, app_version_code) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        key: "notice_popup_wait_seconds" | "download_url" | "share_base_url" | "app_version" | "app_version_code";
                        value: string;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @enum {unknown} */
                        key: "notice_popup_wait_seconds" | "download_url" | "share_base_url" | "app_version" | "app_version_code";
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                key: string;
                                value: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/content/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All about / guide / agreement texts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                locale: string;
                                title: string;
                                type: string;
                                /** @description ISO 8601 date-time (UTC) */
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/content/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write the about, guide or agreement text for one locale */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        /** @enum {unknown} */
                        locale: "en-US" | "zh-CN" | "zh-TW" | "es" | "fr" | "tr-TR";
                        title: string;
                        /** @enum {unknown} */
                        type: "about" | "guide" | "agreement";
                    };
                    "application/x-www-form-urlencoded": {
                        content: string;
                        /** @enum {unknown} */
                        locale: "en-US" | "zh-CN" | "zh-TW" | "es" | "fr" | "tr-TR";
                        title: string;
                        /** @enum {unknown} */
                        type: "about" | "guide" | "agreement";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                locale: string;
                                title: string;
                                type: string;
                                /** @description ISO 8601 date-time (UTC) */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/envelopeRules/grantNow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Evaluate every envelope rule now (the timer does this every minute) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                granted: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/envelopeRules/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Red envelope rules with grant counts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                enabled: boolean;
                                /** @description ISO 8601 date-time (UTC) */
                                endsAt: string | null;
                                granted: number;
                                id: number;
                                kind: string;
                                received: number;
                                /** @description ISO 8601 date-time (UTC) */
                                startsAt: string;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/envelopeRules/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a red envelope rule, or update one (with id; the kind cannot change). Events from startsAt (default now) qualify. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        /** @default true */
                        enabled?: boolean;
                        /** Format: date-time */
                        endsAt?: string;
                        id?: number;
                        /** @enum {unknown} */
                        kind: "registration" | "invitee_registration" | "invitee_first_purchase";
                        /** Format: date-time */
                        startsAt?: string;
                        title: string;
                    };
                    "application/x-www-form-urlencoded": {
                        amount: string;
                        /** @default true */
                        enabled?: boolean;
                        /** Format: date-time */
                        endsAt?: string;
                        id?: number;
                        /** @enum {unknown} */
                        kind: "registration" | "invitee_registration" | "invitee_first_purchase";
                        /** Format: date-time */
                        startsAt?: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                enabled: boolean;
                                /** @description ISO 8601 date-time (UTC) */
                                endsAt: string | null;
                                granted: number;
                                id: number;
                                kind: string;
                                received: number;
                                /** @description ISO 8601 date-time (UTC) */
                                startsAt: string;
                                title: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/chanceRules/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lottery chance rules */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                chances: number;
                                enabled: boolean;
                                /** @description ISO 8601 date-time (UTC) */
                                endsAt: string | null;
                                id: number;
                                kind: string;
                                /** @description ISO 8601 date-time (UTC) */
                                startsAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/chanceRules/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a chance rule (per_purchase: chances for every purchase; registration: once), or update one (with id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chances: number;
                        /** @default true */
                        enabled?: boolean;
                        /** Format: date-time */
                        endsAt?: string;
                        id?: number;
                        /** @enum {unknown} */
                        kind: "per_purchase" | "registration";
                        /** Format: date-time */
                        startsAt?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        chances: number;
                        /** @default true */
                        enabled?: boolean;
                        /** Format: date-time */
                        endsAt?: string;
                        id?: number;
                        /** @enum {unknown} */
                        kind: "per_purchase" | "registration";
                        /** Format: date-time */
                        startsAt?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                chances: number;
                                enabled: boolean;
                                /** @description ISO 8601 date-time (UTC) */
                                endsAt: string | null;
                                id: number;
                                kind: string;
                                /** @description ISO 8601 date-time (UTC) */
                                startsAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/grantChances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a member lottery chances (a retried request with the same Idempotency-Key or requestId grants once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chances: number;
                        requestId?: string;
                        userId: number;
                    };
                    "application/x-www-form-urlencoded": {
                        chances: number;
                        requestId?: string;
                        userId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                granted: boolean;
                                remainingChances: number;
                                userId: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/prizes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All lottery prizes with live stock */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                enabled: boolean;
                                id: number;
                                imageUrl: string | null;
                                kind: string;
                                name: string;
                                sort: number;
                                stock: number | null;
                                weight: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/prizes/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a prize, or replace one (with id). Omit stock for unlimited. Weights and amounts take effect in the next round; stock at once. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: string;
                        /** @default true */
                        enabled?: boolean;
                        id?: number;
                        imageUrl?: string;
                        /** @enum {unknown} */
                        kind: "cash" | "none";
                        name: string;
                        /** @default 0 */
                        sort?: number;
                        stock?: number;
                        weight: number;
                    };
                    "application/x-www-form-urlencoded": {
                        amount?: string;
                        /** @default true */
                        enabled?: boolean;
                        id?: number;
                        imageUrl?: string;
                        /** @enum {unknown} */
                        kind: "cash" | "none";
                        name: string;
                        /** @default 0 */
                        sort?: number;
                        stock?: number;
                        weight: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                enabled: boolean;
                                id: number;
                                imageUrl: string | null;
                                kind: string;
                                name: string;
                                sort: number;
                                stock: number | null;
                                weight: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/rounds/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the open round: no more draws (waits for draws in flight) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description ISO 8601 date-time (UTC) */
                                closedAt: string | null;
                                id: number;
                                /** @description ISO 8601 date-time (UTC) */
                                openedAt: string;
                                prizes: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    id: number;
                                    kind: string;
                                    name: string;
                                    weight: number;
                                }[];
                                /** @description ISO 8601 date-time (UTC) */
                                revealedAt: string | null;
                                seedHash: string;
                                serverSeed: string | null;
                                status: string;
                                totalWeight: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/rounds/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a round: a new secret seed (its SHA-256 hash published) and the enabled prizes frozen with their weights */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description ISO 8601 date-time (UTC) */
                                closedAt: string | null;
                                id: number;
                                /** @description ISO 8601 date-time (UTC) */
                                openedAt: string;
                                prizes: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    id: number;
                                    kind: string;
                                    name: string;
                                    weight: number;
                                }[];
                                /** @description ISO 8601 date-time (UTC) */
                                revealedAt: string | null;
                                seedHash: string;
                                serverSeed: string | null;
                                status: string;
                                totalWeight: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/rounds/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lottery rounds, newest first (seeds only once revealed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description ISO 8601 date-time (UTC) */
                                closedAt: string | null;
                                id: number;
                                /** @description ISO 8601 date-time (UTC) */
                                openedAt: string;
                                prizes: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    id: number;
                                    kind: string;
                                    name: string;
                                    weight: number;
                                }[];
                                /** @description ISO 8601 date-time (UTC) */
                                revealedAt: string | null;
                                seedHash: string;
                                serverSeed: string | null;
                                status: string;
                                totalWeight: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/lottery/rounds/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reveal a closed round's seed so every draw can be recomputed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description ISO 8601 date-time (UTC) */
                                closedAt: string | null;
                                id: number;
                                /** @description ISO 8601 date-time (UTC) */
                                openedAt: string;
                                prizes: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    id: number;
                                    kind: string;
                                    name: string;
                                    weight: number;
                                }[];
                                /** @description ISO 8601 date-time (UTC) */
                                revealedAt: string | null;
                                seedHash: string;
                                serverSeed: string | null;
                                status: string;
                                totalWeight: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/notices/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a notice (and its read marks) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/notices/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All notices, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    content: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    id: number;
                                    locale: string | null;
                                    published: boolean;
                                    sort: number;
                                    title: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    updatedAt: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/notices/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a notice, or update one (with id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        id?: number;
                        /**
                         * @description empty: every language
                         * @enum {unknown}
                         */
                        locale?: "" | "en-US" | "zh-CN" | "zh-TW" | "es" | "fr" | "tr-TR";
                        /** @default true */
                        published?: boolean;
                        /** @default 0 */
                        sort?: number;
                        title: string;
                    };
                    "application/x-www-form-urlencoded": {
                        content: string;
                        id?: number;
                        /**
                         * @description empty: every language
                         * @enum {unknown}
                         */
                        locale?: "" | "en-US" | "zh-CN" | "zh-TW" | "es" | "fr" | "tr-TR";
                        /** @default true */
                        published?: boolean;
                        /** @default 0 */
                        sort?: number;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                id: number;
                                locale: string | null;
                                published: boolean;
                                sort: number;
                                title: string;
                                /** @description ISO 8601 date-time (UTC) */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/scrollMessages/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a scroll message */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/scrollMessages/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All scroll messages */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                enabled: boolean;
                                id: number;
                                sort: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/scrollMessages/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a scroll message, or update one (with id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        /** @default true */
                        enabled?: boolean;
                        id?: number;
                        /** @default 0 */
                        sort?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        content: string;
                        /** @default true */
                        enabled?: boolean;
                        id?: number;
                        /** @default 0 */
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                enabled: boolean;
                                id: number;
                                sort: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/swiper/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a home slide */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/swiper/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All home slides */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                enabled: boolean;
                                id: number;
                                imageUrl: string;
                                linkUrl: string | null;
                                sort: number;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/swiper/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a home slide, or update one (with id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        enabled?: boolean;
                        id?: number;
                        imageUrl: string;
                        linkUrl?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @default  */
                        title?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default true */
                        enabled?: boolean;
                        id?: number;
                        imageUrl: string;
                        linkUrl?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @default  */
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                enabled: boolean;
                                id: number;
                                imageUrl: string;
                                linkUrl: string | null;
                                sort: number;
                                title: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/userMessages/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a personal message to one member */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        title: string;
                        userId: number;
                    };
                    "application/x-www-form-urlencoded": {
                        content: string;
                        title: string;
                        userId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/zone/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comments for moderation, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        postId?: number;
                        /** @default 20 */
                        size?: number;
                        /** @enum {unknown} */
                        status?: "visible" | "hidden" | "deleted";
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        postId?: number;
                        /** @default 20 */
                        size?: number;
                        /** @enum {unknown} */
                        status?: "visible" | "hidden" | "deleted";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    content: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    headUrl: string | null;
                                    id: number;
                                    mine: boolean;
                                    postId: number;
                                    status: string;
                                    userId: number;
                                    userName: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/zone/hideComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a comment from members (hidden=false shows it again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hidden: boolean;
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        hidden: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/zone/hidePost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a post from members (hidden=false shows it again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hidden: boolean;
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        hidden: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/community/zone/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Posts for moderation, newest first (all statuses unless filtered) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @enum {unknown} */
                        status?: "visible" | "hidden" | "deleted";
                        userId?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @enum {unknown} */
                        status?: "visible" | "hidden" | "deleted";
                        userId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    commentCount: number;
                                    content: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    headUrl: string | null;
                                    id: number;
                                    imgUrlList: string[];
                                    mine: boolean;
                                    phone: string;
                                    status: string;
                                    userId: number;
                                    userName: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/accrual/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the daily income accrual now (safe to repeat: each order is paid once per day) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                accrualRows: number;
                                /** @description amount, 2 decimals */
                                amount: string;
                                daysPaid: {
                                    /** @description business day, YYYY-MM-DD */
                                    day: string;
                                    orders: number;
                                    /** @description amount, 2 decimals */
                                    total: string;
                                }[];
                                ordersEnded: number;
                                ordersStarted: number;
                                /** @description business day, YYYY-MM-DD */
                                paidThrough: string | null;
                                runId: number | null;
                                shortfalls: {
                                    /** @description amount, 2 decimals */
                                    available: string;
                                    /** @description business day, YYYY-MM-DD */
                                    day: string;
                                    /** @description amount, 2 decimals */
                                    needed: string;
                                }[];
                                /** @description business day, YYYY-MM-DD */
                                today: string;
                                transfers: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/accrual/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accrual job runs, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    accrualRows: number;
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time */
                                    businessNow: string;
                                    /** @description ISO 8601 date-time */
                                    finishedAt: string | null;
                                    id: number;
                                    /** @description business day, YYYY-MM-DD */
                                    paidThrough: string | null;
                                    shortfallDays: number;
                                    /** @description ISO 8601 date-time */
                                    startedAt: string;
                                    /** @description business day, YYYY-MM-DD */
                                    today: string;
                                    transfers: number;
                                    trigger: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/bank/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Banks, including those switched off */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    code: string;
                                    id: number;
                                    logo: string;
                                    name: string;
                                    sort: number;
                                    status: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/bank/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a bank */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        id?: number;
                        logo?: string;
                        name: string;
                        sort?: number;
                        status?: "on" | "off";
                    };
                    "application/x-www-form-urlencoded": {
                        code: string;
                        id?: number;
                        logo?: string;
                        name: string;
                        sort?: number;
                        status?: "on" | "off";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                code: string;
                                id: number;
                                logo: string;
                                name: string;
                                sort: number;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/callback/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment callbacks received, accepted or refused, with their raw bodies */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderNo?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        orderNo?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    channelCode: string;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    detail: string | null;
                                    id: number;
                                    orderNo: string | null;
                                    outcome: string;
                                    rawBody: string;
                                    remoteIp: string | null;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Money settings with their effective values */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                isDefault: boolean;
                                key: string;
                                value: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/config/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one money setting (validated per key)
         * @description Keys: money.recharge_min/max, money.withdraw_min/max (amounts), money.withdraw_fee_bp (basis points, 100 = 1 %), money.withdraw_open_weekdays ("1,2,3,4,5", 1 = Monday), money.usdt_rate, money.usdt_min, money.usdt_trc20_address, money.usdt_erc20_address, money.timezone, money.callback_window_seconds, money.max_bank_cards, money.max_wallets.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        key: string;
                        value: string;
                    };
                    "application/x-www-form-urlencoded": {
                        key: string;
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                key: string;
                                value: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/ledger/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Any member’s balances and funding details */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account?: "cash" | "unreceived";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @description one transfer code */
                        type?: string;
                        userId: number;
                    };
                    "application/x-www-form-urlencoded": {
                        account?: "cash" | "unreceived";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @description one transfer code */
                        type?: string;
                        userId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                available: string;
                                /** @description amount, 2 decimals */
                                cash: string;
                                /** @description amount, 2 decimals */
                                frozen: string;
                                movements: {
                                    hasMore: boolean;
                                    page: number;
                                    records: {
                                        /** @description cash | unreceived */
                                        account: string;
                                        /** @description amount, 2 decimals */
                                        amount: string;
                                        /** @description amount, 2 decimals */
                                        balanceAfter: string;
                                        /** @description ISO 8601 date-time */
                                        createTime: string;
                                        /** @description in | out */
                                        direction: string;
                                        /** @description ledger transfer id */
                                        id: string;
                                        /** @description posted | held (pending) | settled (hold posted) | released (hold voided) */
                                        kind: string;
                                        ref: string | null;
                                        /** @description amount, 2 decimals */
                                        signedAmount: string;
                                        /** @description transfer code: recharge, buy, income_accrual, income_receive, withdraw, withdraw_fee, … */
                                        type: string;
                                        /** @description English label of the type */
                                        typeText: string;
                                    }[];
                                    size: number;
                                    total: number;
                                };
                                /** @description amount, 2 decimals */
                                unreceived: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/order/invalidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void an open order (status Invalid): accrual stops; with refund, the price returns to member cash */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason?: string;
                        /** @default false */
                        refund?: boolean;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                        reason?: string;
                        /** @default false */
                        refund?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                accruedDays: number;
                                /** @description amount, 2 decimals */
                                accruedIncome: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description amount, 2 decimals */
                                dailyIncome: string;
                                /** @description business day, YYYY-MM-DD */
                                expireDate: string;
                                id: number;
                                /** @description business day, YYYY-MM-DD */
                                lastAccruedDate: string | null;
                                /** @description ISO 8601 date-time */
                                orderDate: string;
                                orderNo: string;
                                periodDays: number;
                                /** @description amount, 2 decimals */
                                price: string;
                                productId: number;
                                productImage: string;
                                productName: string;
                                quantity: number;
                                /** @description amount, 2 decimals */
                                remainingIncome: string;
                                /** @description business day, YYYY-MM-DD */
                                startDate: string;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                /** @description not_started | valid | end | invalid */
                                statusKey: string;
                                statusText: string;
                                /** @description amount, 2 decimals */
                                totalIncome: string;
                                userId: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/order/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product orders of every member (or of one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "not_started" | "valid" | "end" | "invalid";
                        userId?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "not_started" | "valid" | "end" | "invalid";
                        userId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    accruedDays: number;
                                    /** @description amount, 2 decimals */
                                    accruedIncome: string;
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description amount, 2 decimals */
                                    dailyIncome: string;
                                    /** @description business day, YYYY-MM-DD */
                                    expireDate: string;
                                    id: number;
                                    /** @description business day, YYYY-MM-DD */
                                    lastAccruedDate: string | null;
                                    /** @description ISO 8601 date-time */
                                    orderDate: string;
                                    orderNo: string;
                                    periodDays: number;
                                    /** @description amount, 2 decimals */
                                    price: string;
                                    productId: number;
                                    productImage: string;
                                    productName: string;
                                    quantity: number;
                                    /** @description amount, 2 decimals */
                                    remainingIncome: string;
                                    /** @description business day, YYYY-MM-DD */
                                    startDate: string;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    /** @description not_started | valid | end | invalid */
                                    statusKey: string;
                                    statusText: string;
                                    /** @description amount, 2 decimals */
                                    totalIncome: string;
                                    userId: number;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/payChannel/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment channels (secrets are never shown) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                code: string;
                                icon: string;
                                id: number;
                                kind: string;
                                name: string;
                                payUrl: string;
                                sort: number;
                                status: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/payChannel/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a payment channel; the callback secret is returned once when set or rotated */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        icon?: string;
                        id?: number;
                        kind: "gateway" | "usdt";
                        name: string;
                        payUrl?: string;
                        rotateSecret?: boolean;
                        secret?: string;
                        sort?: number;
                        status?: "on" | "off";
                    };
                    "application/x-www-form-urlencoded": {
                        code: string;
                        icon?: string;
                        id?: number;
                        kind: "gateway" | "usdt";
                        name: string;
                        payUrl?: string;
                        rotateSecret?: boolean;
                        secret?: string;
                        sort?: number;
                        status?: "on" | "off";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                code: string;
                                icon: string;
                                id: number;
                                kind: string;
                                name: string;
                                payUrl: string;
                                secret: string | null;
                                sort: number;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/product/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a product that has no orders (otherwise switch it off) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/product/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products, including those switched off */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description cooperation agreement text */
                                    agreement: string;
                                    /** @description amount, 2 decimals */
                                    dailyIncome: string;
                                    id: number;
                                    image: string;
                                    name: string;
                                    /** @description on, not past validUntil and in stock */
                                    onSale: boolean;
                                    periodDays: number;
                                    /** @description amount, 2 decimals */
                                    price: string;
                                    /** @description units sold */
                                    purchased: number;
                                    /** @description most units one member may hold; 0 = no limit */
                                    purchaseLimit: number;
                                    /** @description units still for sale */
                                    remaining: number;
                                    sort: number;
                                    /** @description on | off */
                                    status: string;
                                    /** @description amount, 2 decimals */
                                    totalIncome: string;
                                    /** @description ISO 8601 date-time */
                                    validUntil: string | null;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/product/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product, or update one (with id); orders keep the terms they were bought with */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agreement?: string;
                        dailyIncome: string;
                        id?: number;
                        image?: string;
                        name: string;
                        periodDays: number;
                        price: string;
                        purchaseLimit?: number;
                        sort?: number;
                        status?: "on" | "off";
                        stock: number;
                        /** @description ISO date-time; empty = no end */
                        validUntil?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        agreement?: string;
                        dailyIncome: string;
                        id?: number;
                        image?: string;
                        name: string;
                        periodDays: number;
                        price: string;
                        purchaseLimit?: number;
                        sort?: number;
                        status?: "on" | "off";
                        stock: number;
                        /** @description ISO date-time; empty = no end */
                        validUntil?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description cooperation agreement text */
                                agreement: string;
                                /** @description amount, 2 decimals */
                                dailyIncome: string;
                                id: number;
                                image: string;
                                name: string;
                                /** @description on, not past validUntil and in stock */
                                onSale: boolean;
                                periodDays: number;
                                /** @description amount, 2 decimals */
                                price: string;
                                /** @description units sold */
                                purchased: number;
                                /** @description most units one member may hold; 0 = no limit */
                                purchaseLimit: number;
                                /** @description units still for sale */
                                remaining: number;
                                sort: number;
                                /** @description on | off */
                                status: string;
                                /** @description amount, 2 decimals */
                                totalIncome: string;
                                /** @description ISO 8601 date-time */
                                validUntil: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/promotions/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fund the promotions account (rewards, bonuses) from operator capital */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        note?: string;
                        requestId?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        amount: string;
                        note?: string;
                        requestId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                account: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description amount, 2 decimals */
                                balance: string;
                                transferId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/recharge/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a recharge by hand and credit it once (USDT: the confirmed amount, converted at the current rate) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        txHash?: string;
                        /** @description USDT recharges: confirmed on-chain amount */
                        usdtAmount?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                        txHash?: string;
                        /** @description USDT recharges: confirmed on-chain amount */
                        usdtAmount?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description credited | duplicate | below_minimum */
                                outcome: string;
                                recharge: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time */
                                    arrivedTime: string | null;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    failureReason: string | null;
                                    id: number;
                                    /** @description gateway | usdt */
                                    method: string;
                                    network: string | null;
                                    orderNo: string;
                                    payChannel: string;
                                    payChannelCode: string;
                                    payChannelId: number;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    statusText: string;
                                    txHash: string | null;
                                    usdtAmount: string | null;
                                    usdtRate: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/recharge/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an unsettled recharge failed (nothing is credited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description ISO 8601 date-time */
                                arrivedTime: string | null;
                                /** @description ISO 8601 date-time */
                                createTime: string;
                                failureReason: string | null;
                                id: number;
                                /** @description gateway | usdt */
                                method: string;
                                network: string | null;
                                orderNo: string;
                                payChannel: string;
                                payChannelCode: string;
                                payChannelId: number;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                statusText: string;
                                txHash: string | null;
                                usdtAmount: string | null;
                                usdtRate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/recharge/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recharges of every member (or of one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "unpaid" | "pending" | "failed" | "success";
                        userId?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "unpaid" | "pending" | "failed" | "success";
                        userId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time */
                                    arrivedTime: string | null;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    failureReason: string | null;
                                    id: number;
                                    /** @description gateway | usdt */
                                    method: string;
                                    network: string | null;
                                    orderNo: string;
                                    payChannel: string;
                                    payChannelCode: string;
                                    payChannelId: number;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    statusText: string;
                                    txHash: string | null;
                                    usdtAmount: string | null;
                                    usdtRate: string | null;
                                    userId: number;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/reserve/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reserve alerts: business days the reserve could not cover */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        openOnly?: boolean;
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        openOnly?: boolean;
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description ISO 8601 date-time */
                                    acknowledgedAt: string | null;
                                    acknowledgedBy: number | null;
                                    /** @description amount, 2 decimals */
                                    available: string;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    /** @description business day, YYYY-MM-DD */
                                    day: string;
                                    id: number;
                                    kind: string;
                                    message: string;
                                    /** @description amount, 2 decimals */
                                    needed: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/reserve/alerts/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge a reserve alert */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/reserve/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fund the income reserve from operator capital */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        note?: string;
                        requestId?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        amount: string;
                        note?: string;
                        requestId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                account: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description amount, 2 decimals */
                                balance: string;
                                transferId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/reserve/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Income reserve against outstanding income liabilities of Valid and Not-started orders */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                covered: boolean;
                                /** @description amount, 2 decimals */
                                dailyIncomeDue: string;
                                daysCovered: number | null;
                                openOrders: number;
                                openShortfallDays: number;
                                /** @description amount, 2 decimals */
                                outstandingIncome: string;
                                /** @description amount, 2 decimals */
                                promotionsBalance: string;
                                /** @description amount, 2 decimals */
                                reserveAvailable: string;
                                /** @description amount, 2 decimals */
                                reserveBalance: string;
                                /** @description amount, 2 decimals */
                                shortfall: string;
                                /** @description amount, 2 decimals */
                                unreceivedLiability: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/trialBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trial balance of the whole ledger (debits = credits; account totals = their transfers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                accountsOutOfBalance: number[];
                                ok: boolean;
                                pendingDifference: string;
                                postedDifference: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/withdrawal/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdrawals of every member (or of one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "pending" | "passed" | "rejected";
                        userId?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "pending" | "passed" | "rejected";
                        userId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    actualAmount: string;
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time */
                                    applyTime: string;
                                    /** @description ISO 8601 date-time */
                                    auditTime: string | null;
                                    bankCardNo: string;
                                    bankName: string;
                                    cardholder: string;
                                    /** @description amount, 2 decimals */
                                    fee: string;
                                    feePercent: number;
                                    id: number;
                                    /** @description bank | wallet */
                                    method: string;
                                    orderNo: string;
                                    payChannel: string;
                                    rejectReason: string | null;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    statusText: string;
                                    userId: number;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/withdrawal/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pass a pending withdrawal: the held amount and fee are posted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                actualAmount: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description ISO 8601 date-time */
                                applyTime: string;
                                /** @description ISO 8601 date-time */
                                auditTime: string | null;
                                bankCardNo: string;
                                bankName: string;
                                cardholder: string;
                                /** @description amount, 2 decimals */
                                fee: string;
                                feePercent: number;
                                id: number;
                                /** @description bank | wallet */
                                method: string;
                                orderNo: string;
                                payChannel: string;
                                rejectReason: string | null;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                statusText: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money/withdrawal/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending withdrawal: the held amount and fee return to the member */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                actualAmount: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description ISO 8601 date-time */
                                applyTime: string;
                                /** @description ISO 8601 date-time */
                                auditTime: string | null;
                                bankCardNo: string;
                                bankName: string;
                                cardholder: string;
                                /** @description amount, 2 decimals */
                                fee: string;
                                feePercent: number;
                                id: number;
                                /** @description bank | wallet */
                                method: string;
                                orderNo: string;
                                payChannel: string;
                                rejectReason: string | null;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                statusText: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/areaCode/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Phone area codes offered at registration and login */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description dialling code with +, e.g. +44 */
                                code: string;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with phone and password; the result is the session token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description country calling code, e.g. +1 */
                        areaCode: string;
                        password: string;
                        /** @description digits only */
                        phone: string;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description country calling code, e.g. +1 */
                        areaCode: string;
                        password: string;
                        /** @description digits only */
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @description access token: send it as X-Access-Token */
                            result: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: the token in X-Access-Token stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with a phone number and SMS code; answers with a session token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description country calling code, e.g. +1 */
                        areaCode: string;
                        confirmPassword?: string;
                        /** @description exactly 6 digits */
                        fundPassword?: string;
                        /** @description the referrer's invitation code */
                        invitationCode?: string;
                        /** @description 6–32 characters, with letters and digits */
                        password: string;
                        /** @description digits only */
                        phone: string;
                        /** @description the 6-digit SMS code */
                        smsCode: string;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description country calling code, e.g. +1 */
                        areaCode: string;
                        confirmPassword?: string;
                        /** @description exactly 6 digits */
                        fundPassword?: string;
                        /** @description the referrer's invitation code */
                        invitationCode?: string;
                        /** @description 6–32 characters, with letters and digits */
                        password: string;
                        /** @description digits only */
                        phone: string;
                        /** @description the 6-digit SMS code */
                        smsCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @description access token: send it as X-Access-Token */
                            result: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/bank/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Banks a card can belong to */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    code: string;
                                    id: number;
                                    logo: string;
                                    name: string;
                                    sort: number;
                                    status: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/bonus/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member's redeemed bonus codes, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    code: string;
                                    id: number;
                                    /** @description ISO 8601 date-time (UTC) */
                                    redeemedAt: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/bonus/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a bonus code into member cash
         * @description Refusals (code 400) have distinct messages: unknown code, expired, used up, already redeemed by you. At most 10 attempts per 10 minutes (code 429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        requestId?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        code: string;
                        requestId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                code: string;
                                /** @description ISO 8601 date-time (UTC) */
                                redeemedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/chargeAndWithdrawConfig/getConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recharge and withdrawal limits, withdrawal fee (percent), open weekdays, USDT rate and minimum */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                rechargeMax: string;
                                /** @description amount, 2 decimals */
                                rechargeMin: string;
                                timezone: string;
                                usdtMin: string;
                                usdtRate: string;
                                withdrawArrivalHours: number;
                                withdrawFeeBasisPoints: number;
                                withdrawFeePercent: number;
                                /** @description amount, 2 decimals */
                                withdrawMax: string;
                                /** @description amount, 2 decimals */
                                withdrawMin: string;
                                withdrawOpenToday: boolean;
                                withdrawOpenWeekdayNames: string;
                                withdrawOpenWeekdays: number[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/config/getDownloadUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where to download the app */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                url: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/config/getShareUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member's share link (registration page with their invitation code) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                invitationCode: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/config/getSysCfgValue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A public configuration value (allow-listed keys only); the value is the result
         * @description Readable keys: notice_popup_wait_seconds, download_url, app_version, app_version_code (case-insensitive).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sysCfgKeyEnum: string;
                    };
                    "application/x-www-form-urlencoded": {
                        sysCfgKeyEnum: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/lottery/getRewardList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prizes of the open round with their published odds, the seed hash, and remaining chances
         * @description seedHash = hex(SHA-256(serverSeed)); hmac = hex(HMAC-SHA256(serverSeed, "<memberId>:<drawNumber>")); roll = uint64(first 16 hex chars of hmac) mod totalWeight; the prize is the first entry of the frozen table whose running weight total exceeds roll. A selected prize with no stock left pays nothing.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                algorithm: string;
                                prizes: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    id: number;
                                    imageUrl: string | null;
                                    inStock: boolean;
                                    /** @enum {unknown} */
                                    kind: "cash" | "none";
                                    name: string;
                                    odds: string;
                                    weight: number;
                                }[];
                                remainingChances: number;
                                revealedRounds: {
                                    /** @description ISO 8601 date-time (UTC) */
                                    closedAt: string | null;
                                    id: number;
                                    /** @description ISO 8601 date-time (UTC) */
                                    revealedAt: string | null;
                                    seedHash: string;
                                    serverSeed: string;
                                }[];
                                roundId: number | null;
                                seedHash: string | null;
                                totalWeight: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/lottery/lottery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draw once (spends one chance); a cash prize is paid into member cash
         * @description seedHash = hex(SHA-256(serverSeed)); hmac = hex(HMAC-SHA256(serverSeed, "<memberId>:<drawNumber>")); roll = uint64(first 16 hex chars of hmac) mod totalWeight; the prize is the first entry of the frozen table whose running weight total exceeds roll. A selected prize with no stock left pays nothing. Without a chance or an open round nothing changes (code 400).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        requestId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                drawId: number;
                                drawNumber: number;
                                hmac: string;
                                outOfStock: boolean;
                                prizeId: number | null;
                                prizeName: string;
                                remainingChances: number;
                                roundId: number;
                                seedHash: string;
                                won: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/lottery/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member's draws, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    drawId: number;
                                    drawNumber: number;
                                    outOfStock: boolean;
                                    prizeName: string;
                                    roundId: number;
                                    won: boolean;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/lottery/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Everything needed to recompute one of the member's draws; the recomputation once the seed is revealed
         * @description seedHash = hex(SHA-256(serverSeed)); hmac = hex(HMAC-SHA256(serverSeed, "<memberId>:<drawNumber>")); roll = uint64(first 16 hex chars of hmac) mod totalWeight; the prize is the first entry of the frozen table whose running weight total exceeds roll. A selected prize with no stock left pays nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        drawId: number;
                    };
                    "application/x-www-form-urlencoded": {
                        drawId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                algorithm: string;
                                drawId: number;
                                drawNumber: number;
                                hmac: string;
                                memberId: number;
                                /** @description the HMAC message, "<memberId>:<drawNumber>" */
                                message: string;
                                outOfStock: boolean;
                                roll: number;
                                round: {
                                    id: number;
                                    prizes: {
                                        /** @description amount, 2 decimals */
                                        amount: string;
                                        id: number;
                                        /** @enum {unknown} */
                                        kind: "cash" | "none";
                                        name: string;
                                        weight: number;
                                    }[];
                                    seedHash: string;
                                    serverSeed: string | null;
                                    /** @enum {unknown} */
                                    status: "open" | "closed" | "revealed";
                                    totalWeight: number;
                                };
                                selectedPrizeId: number;
                                verification: {
                                    hmacMatches: boolean;
                                    prizeMatches: boolean;
                                    rollMatches: boolean;
                                    seedMatchesHash: boolean;
                                    verified: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/payChannel/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recharge channels that are on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                code: string;
                                /** @description BASE (the app currency) or USDT: the unit of min/max and of the amount to send */
                                currency: string;
                                icon: string;
                                id: number;
                                /** @description gateway | usdt */
                                kind: string;
                                max: string | null;
                                min: string;
                                name: string;
                                sort: number;
                                status: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/platform/info/getContentByType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** About, beginner guide or agreement text in the member's language (en-US when missing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type: "about" | "guide" | "agreement";
                    };
                    "application/x-www-form-urlencoded": {
                        /** @enum {unknown} */
                        type: "about" | "guide" | "agreement";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                locale: string;
                                title: string;
                                type: string;
                                /** @description ISO 8601 date-time (UTC) */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/product/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a product with member cash (fund password; idempotent by Idempotency-Key or requestId)
         * @description The order is "Not started" on the purchase day and earns its daily income from the next business day for periodDays days; expireDate = startDate + periodDays.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fundPassword?: string;
                        productId: number;
                        /** @default 1 */
                        quantity?: number;
                        requestId?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        fundPassword?: string;
                        productId: number;
                        /** @default 1 */
                        quantity?: number;
                        requestId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                accruedDays: number;
                                /** @description amount, 2 decimals */
                                accruedIncome: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description amount, 2 decimals */
                                dailyIncome: string;
                                /** @description business day, YYYY-MM-DD */
                                expireDate: string;
                                id: number;
                                /** @description business day, YYYY-MM-DD */
                                lastAccruedDate: string | null;
                                /** @description ISO 8601 date-time */
                                orderDate: string;
                                orderNo: string;
                                periodDays: number;
                                /** @description amount, 2 decimals */
                                price: string;
                                productId: number;
                                productImage: string;
                                productName: string;
                                quantity: number;
                                /** @description amount, 2 decimals */
                                remainingIncome: string;
                                /** @description business day, YYYY-MM-DD */
                                startDate: string;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                /** @description not_started | valid | end | invalid */
                                statusKey: string;
                                statusText: string;
                                /** @description amount, 2 decimals */
                                totalIncome: string;
                                userId: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/product/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One product on sale, with its cooperation agreement */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description cooperation agreement text */
                                agreement: string;
                                /** @description amount, 2 decimals */
                                dailyIncome: string;
                                id: number;
                                image: string;
                                name: string;
                                /** @description on, not past validUntil and in stock */
                                onSale: boolean;
                                periodDays: number;
                                /** @description amount, 2 decimals */
                                price: string;
                                /** @description units sold */
                                purchased: number;
                                /** @description most units one member may hold; 0 = no limit */
                                purchaseLimit: number;
                                /** @description units still for sale */
                                remaining: number;
                                sort: number;
                                /** @description on | off */
                                status: string;
                                /** @description amount, 2 decimals */
                                totalIncome: string;
                                /** @description ISO 8601 date-time */
                                validUntil: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/product/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products on sale, newest first (by sort, then id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description cooperation agreement text */
                                    agreement: string;
                                    /** @description amount, 2 decimals */
                                    dailyIncome: string;
                                    id: number;
                                    image: string;
                                    name: string;
                                    /** @description on, not past validUntil and in stock */
                                    onSale: boolean;
                                    periodDays: number;
                                    /** @description amount, 2 decimals */
                                    price: string;
                                    /** @description units sold */
                                    purchased: number;
                                    /** @description most units one member may hold; 0 = no limit */
                                    purchaseLimit: number;
                                    /** @description units still for sale */
                                    remaining: number;
                                    sort: number;
                                    /** @description on | off */
                                    status: string;
                                    /** @description amount, 2 decimals */
                                    totalIncome: string;
                                    /** @description ISO 8601 date-time */
                                    validUntil: string | null;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/redEnvelope/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member's red envelopes, newest first (pending grants are evaluated first) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @enum {unknown} */
                        status?: "unreceived" | "received";
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @enum {unknown} */
                        status?: "unreceived" | "received";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    id: number;
                                    /** @enum {unknown} */
                                    kind: "registration" | "invitee_registration" | "invitee_first_purchase";
                                    /** @description ISO 8601 date-time (UTC) */
                                    receivedAt: string | null;
                                    sourcePhone: string;
                                    /** @enum {unknown} */
                                    status: "unreceived" | "received";
                                    title: string;
                                }[];
                                size: number;
                                total: number;
                                /** @description amount, 2 decimals */
                                unreceivedAmount: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/redEnvelope/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive a red envelope into member cash (once; retries with the same Idempotency-Key replay) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        requestId?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                        requestId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                id: number;
                                /** @description ISO 8601 date-time (UTC) */
                                receivedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/scrollMessage/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announcements for the scrolling bar (written by operators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sms/sendSmsCodeNoAuth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a verification code to a phone (register, forgot password) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description country calling code, e.g. +1 */
                        areaCode: string;
                        /** @description digits only */
                        phone: string;
                        /** @enum {unknown} */
                        type: "register" | "forget";
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description country calling code, e.g. +1 */
                        areaCode: string;
                        /** @description digits only */
                        phone: string;
                        /** @enum {unknown} */
                        type: "register" | "forget";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                expiresInSeconds: number;
                                resendAfterSeconds: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sms/sendUserCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a verification code to the logged-in member's phone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type: "resetAssetPwd" | "modifyPwd" | "resetLoginPwd" | "withdraw" | "bindCard";
                    };
                    "application/x-www-form-urlencoded": {
                        /** @enum {unknown} */
                        type: "resetAssetPwd" | "modifyPwd" | "resetLoginPwd" | "withdraw" | "bindCard";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                expiresInSeconds: number;
                                resendAfterSeconds: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/swiper/findAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Home page slides, in display order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                                imageUrl: string;
                                linkUrl: string | null;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sysMessage/findAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Published notices (the member's language or all languages) with this member's read state */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                id: number;
                                read: boolean;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sysMessage/findUserMsg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member's personal messages, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    content: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    id: number;
                                    read: boolean;
                                    title: string;
                                }[];
                                size: number;
                                total: number;
                                unread: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sysMessage/readMsg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a notice or a personal message read (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                                read: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/account/findIncomeRecordPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Membership income records: income credited to cash (collected product income, bonuses, red envelopes, prizes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @description one transfer code */
                        type?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @description one transfer code */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description cash | unreceived */
                                    account: string;
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description amount, 2 decimals */
                                    balanceAfter: string;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    /** @description in | out */
                                    direction: string;
                                    /** @description ledger transfer id */
                                    id: string;
                                    /** @description posted | held (pending) | settled (hold posted) | released (hold voided) */
                                    kind: string;
                                    ref: string | null;
                                    /** @description amount, 2 decimals */
                                    signedAmount: string;
                                    /** @description transfer code: recharge, buy, income_accrual, income_receive, withdraw, withdraw_fee, … */
                                    type: string;
                                    /** @description English label of the type */
                                    typeText: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/account/findUserAccountRecordPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Funding details: every movement on the member’s cash and unreceived accounts, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account?: "cash" | "unreceived";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @description one transfer code */
                        type?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        account?: "cash" | "unreceived";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        /** @description one transfer code */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description cash | unreceived */
                                    account: string;
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description amount, 2 decimals */
                                    balanceAfter: string;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    /** @description in | out */
                                    direction: string;
                                    /** @description ledger transfer id */
                                    id: string;
                                    /** @description posted | held (pending) | settled (hold posted) | released (hold voided) */
                                    kind: string;
                                    ref: string | null;
                                    /** @description amount, 2 decimals */
                                    signedAmount: string;
                                    /** @description transfer code: recharge, buy, income_accrual, income_receive, withdraw, withdraw_fee, … */
                                    type: string;
                                    /** @description English label of the type */
                                    typeText: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/getIncomeInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Balance, assets, unreceived and income figures of the logged-in member */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description balance + unreceived */
                                assets: string;
                                /** @description cash that can be spent now (balance minus holds) */
                                available: string;
                                /** @description cash balance (posted) */
                                balance: string;
                                /** @description amount, 2 decimals */
                                fixedIncome?: string;
                                /** @description amount, 2 decimals */
                                todayIncome?: string;
                                /** @description amount, 2 decimals */
                                totalIncome?: string;
                                /** @description income accrued but not yet collected */
                                unreceived: string;
                            } & {
                                [key: string]: string | number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/getNoReceiveChildren": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invitees whose red envelope is not received yet: an envelope is waiting, or none is earned yet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string | null;
                                    envelopeId: number | null;
                                    hasBought: boolean;
                                    id: number;
                                    phone: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    registered: string;
                                    userName: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/getUserInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The logged-in member's profile and cash balance */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                areaCode: string;
                                /** @description amount, 2 decimals */
                                available: string;
                                /** @description amount, 2 decimals */
                                balance: string;
                                hasFundPassword: boolean;
                                headUrl: string | null;
                                id: number;
                                invitationCode: string;
                                phone: string;
                                referrer: {
                                    id: number;
                                    /** @description masked: 555****001 */
                                    phone: string;
                                } | null;
                                /** @description ISO 8601 */
                                registeredAt: string;
                                userName: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/getUserTeamInfoSingleLevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Direct invitees (single level): team size, buyers, and a page of members */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                buyerCount: number;
                                hasMore: boolean;
                                page: number;
                                records: {
                                    hasBought: boolean;
                                    id: number;
                                    phone: string;
                                    referrer: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    registered: string;
                                    userName: string;
                                }[];
                                size: number;
                                teamSize: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/modifyHeadUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the avatar: an /uploads/... path from /file/upload or an http(s) URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        headUrl: string;
                    };
                    "application/x-www-form-urlencoded": {
                        headUrl: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                headUrl: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/modifyPwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the login password; other sessions are logged out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        /** @description 6–32 characters, with letters and digits */
                        newPassword: string;
                        oldPassword: string;
                    };
                    "application/x-www-form-urlencoded": {
                        confirmPassword: string;
                        /** @description 6–32 characters, with letters and digits */
                        newPassword: string;
                        oldPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/modifyUsername": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the nickname (1–20 characters, trimmed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userName: string;
                    };
                    "application/x-www-form-urlencoded": {
                        userName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                userName: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/order/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of the member’s orders */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                accruedDays: number;
                                /** @description amount, 2 decimals */
                                accruedIncome: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description amount, 2 decimals */
                                dailyIncome: string;
                                /** @description business day, YYYY-MM-DD */
                                expireDate: string;
                                id: number;
                                /** @description business day, YYYY-MM-DD */
                                lastAccruedDate: string | null;
                                /** @description ISO 8601 date-time */
                                orderDate: string;
                                orderNo: string;
                                periodDays: number;
                                /** @description amount, 2 decimals */
                                price: string;
                                productId: number;
                                productImage: string;
                                productName: string;
                                quantity: number;
                                /** @description amount, 2 decimals */
                                remainingIncome: string;
                                /** @description business day, YYYY-MM-DD */
                                startDate: string;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                /** @description not_started | valid | end | invalid */
                                statusKey: string;
                                statusText: string;
                                /** @description amount, 2 decimals */
                                totalIncome: string;
                                userId: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/order/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My goods: the member’s product orders, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "not_started" | "valid" | "end" | "invalid";
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "not_started" | "valid" | "end" | "invalid";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    accruedDays: number;
                                    /** @description amount, 2 decimals */
                                    accruedIncome: string;
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description amount, 2 decimals */
                                    dailyIncome: string;
                                    /** @description business day, YYYY-MM-DD */
                                    expireDate: string;
                                    id: number;
                                    /** @description business day, YYYY-MM-DD */
                                    lastAccruedDate: string | null;
                                    /** @description ISO 8601 date-time */
                                    orderDate: string;
                                    orderNo: string;
                                    periodDays: number;
                                    /** @description amount, 2 decimals */
                                    price: string;
                                    productId: number;
                                    productImage: string;
                                    productName: string;
                                    quantity: number;
                                    /** @description amount, 2 decimals */
                                    remainingIncome: string;
                                    /** @description business day, YYYY-MM-DD */
                                    startDate: string;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    /** @description not_started | valid | end | invalid */
                                    statusKey: string;
                                    statusText: string;
                                    /** @description amount, 2 decimals */
                                    totalIncome: string;
                                    userId: number;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/productIncome/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Income figures: today, total, fixed (still to come from orders), balance, unreceived, assets
         * @description The same figures are added to /app/user/getIncomeInfo through its provider hook.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                activeOrders: number;
                                /** @description amount, 2 decimals */
                                assets: string;
                                /** @description amount, 2 decimals */
                                available: string;
                                /** @description amount, 2 decimals */
                                balance: string;
                                /** @description amount, 2 decimals */
                                fixedIncome: string;
                                /** @description amount, 2 decimals */
                                frozen: string;
                                /** @description amount, 2 decimals */
                                todayIncome: string;
                                /** @description amount, 2 decimals */
                                totalIncome: string;
                                /** @description amount, 2 decimals */
                                unreceived: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/productIncome/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Daily income accruals (one row per order per day), newest day first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId?: number;
                        /** @default 1 */
                        page?: number;
                        received?: boolean;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        orderId?: number;
                        /** @default 1 */
                        page?: number;
                        received?: boolean;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description business day, YYYY-MM-DD */
                                    day: string;
                                    orderId: number;
                                    orderNo: string;
                                    productName: string;
                                    received: boolean;
                                    /** @description ISO 8601 date-time */
                                    receivedAt: string | null;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/productIncome/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect unreceived product income into cash: all of it, or one order’s (orderId) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId?: number;
                        requestId?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        orderId?: number;
                        requestId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description amount, 2 decimals */
                                cash: string;
                                /** @description accrual rows collected */
                                days: number;
                                orderId: number | null;
                                transferId: string;
                                /** @description amount, 2 decimals */
                                unreceived: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/productIncome/unreceived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Income waiting to be received, in total and per order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                orders: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    days: number;
                                    /** @description business day, YYYY-MM-DD */
                                    firstDay: string;
                                    /** @description business day, YYYY-MM-DD */
                                    lastDay: string;
                                    orderId: number;
                                    orderNo: string;
                                    productName: string;
                                }[];
                                /** @description amount, 2 decimals */
                                total: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/recharge/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member’s recharges, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        method?: "gateway" | "usdt";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "unpaid" | "pending" | "failed" | "success";
                    };
                    "application/x-www-form-urlencoded": {
                        method?: "gateway" | "usdt";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "unpaid" | "pending" | "failed" | "success";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time */
                                    arrivedTime: string | null;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    failureReason: string | null;
                                    id: number;
                                    /** @description gateway | usdt */
                                    method: string;
                                    network: string | null;
                                    orderNo: string;
                                    payChannel: string;
                                    payChannelCode: string;
                                    payChannelId: number;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    statusText: string;
                                    txHash: string | null;
                                    usdtAmount: string | null;
                                    usdtRate: string | null;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/recharge/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a recharge: a gateway channel answers with payUrl (status Unpaid); the USDT channel with the deposit address (status pending)
         * @description On the USDT channel `amount` is in USDT; below the minimum (USDT 1 by default) the request is refused with "Recharge below USDT 1 is not credited and not refundable". Idempotent by Idempotency-Key or requestId.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description amount: digits and one dot, at most 2 decimals ("12.34") */
                        amount?: string;
                        /** @description USDT only: TRC20 (default) or ERC20 */
                        network?: string;
                        payChannelId: number;
                        requestId?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description amount: digits and one dot, at most 2 decimals ("12.34") */
                        amount?: string;
                        /** @description USDT only: TRC20 (default) or ERC20 */
                        network?: string;
                        payChannelId: number;
                        requestId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description ISO 8601 date-time */
                                arrivedTime: string | null;
                                /** @description ISO 8601 date-time */
                                createTime: string;
                                failureReason: string | null;
                                id: number;
                                /** @description gateway | usdt */
                                method: string;
                                network: string | null;
                                orderNo: string;
                                payChannel: string;
                                payChannelCode: string;
                                payChannelId: number;
                                payUrl: string | null;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                statusText: string;
                                txHash: string | null;
                                usdt: {
                                    address: string;
                                    amount: string;
                                    /** @description amount, 2 decimals */
                                    estimatedAmount: string;
                                    min: string;
                                    network: string;
                                    rate: string;
                                } | null;
                                usdtAmount: string | null;
                                usdtRate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/resetAssetPwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or change the 6-digit fund password with an SMS code (type resetAssetPwd) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmFundPassword: string;
                        /** @description exactly 6 digits */
                        fundPassword: string;
                        /** @description the 6-digit SMS code */
                        smsCode: string;
                    };
                    "application/x-www-form-urlencoded": {
                        confirmFundPassword: string;
                        /** @description exactly 6 digits */
                        fundPassword: string;
                        /** @description the 6-digit SMS code */
                        smsCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/resetLoginPwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgot password: set a new login password with an SMS code (type forget); logs out everywhere */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description country calling code, e.g. +1 */
                        areaCode: string;
                        confirmPassword: string;
                        /** @description 6–32 characters, with letters and digits */
                        newPassword: string;
                        /** @description digits only */
                        phone: string;
                        /** @description the 6-digit SMS code */
                        smsCode: string;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description country calling code, e.g. +1 */
                        areaCode: string;
                        confirmPassword: string;
                        /** @description 6–32 characters, with letters and digits */
                        newPassword: string;
                        /** @description digits only */
                        phone: string;
                        /** @description the 6-digit SMS code */
                        smsCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/withdrawal/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a withdrawal to a bank card (bankCardId) or a USDT wallet (walletId)
         * @description Checks, in order: amount entered and well formed, card/wallet chosen, min/max, open weekday, the card or wallet is the member’s, then the fund password. The amount is held (pending) until an operator passes or rejects it; the fee is a percentage of the amount. Idempotent by Idempotency-Key or requestId.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description amount: digits and one dot, at most 2 decimals ("12.34") */
                        amount?: string;
                        bankCardId?: number;
                        fundPassword?: string;
                        requestId?: string;
                        walletId?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description amount: digits and one dot, at most 2 decimals ("12.34") */
                        amount?: string;
                        bankCardId?: number;
                        fundPassword?: string;
                        requestId?: string;
                        walletId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                actualAmount: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description ISO 8601 date-time */
                                applyTime: string;
                                /** @description ISO 8601 date-time */
                                auditTime: string | null;
                                bankCardNo: string;
                                bankName: string;
                                cardholder: string;
                                /** @description amount, 2 decimals */
                                fee: string;
                                feePercent: number;
                                id: number;
                                /** @description bank | wallet */
                                method: string;
                                orderNo: string;
                                payChannel: string;
                                rejectReason: string | null;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                statusText: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/user/withdrawal/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member’s withdrawals, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        method?: "bank" | "wallet";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "pending" | "passed" | "rejected";
                    };
                    "application/x-www-form-urlencoded": {
                        method?: "bank" | "wallet";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "pending" | "passed" | "rejected";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    actualAmount: string;
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time */
                                    applyTime: string;
                                    /** @description ISO 8601 date-time */
                                    auditTime: string | null;
                                    bankCardNo: string;
                                    bankName: string;
                                    cardholder: string;
                                    /** @description amount, 2 decimals */
                                    fee: string;
                                    feePercent: number;
                                    id: number;
                                    /** @description bank | wallet */
                                    method: string;
                                    orderNo: string;
                                    payChannel: string;
                                    rejectReason: string | null;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    statusText: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/userBank/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete one of the member’s bank cards */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/userBank/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member’s bank cards */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    bankId: number;
                                    bankLogo: string;
                                    bankName: string;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    id: number;
                                    payeeName: string;
                                    receiveAccount: string;
                                    /** @description ISO 8601 date-time */
                                    updateTime: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/userBank/saveOrUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a bank card, or change one (with id)
         * @description Empty fields answer "Payee name empty", "Receive account empty", "Please Select A Bank".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bankId?: number;
                        id?: number;
                        payeeName?: string;
                        receiveAccount?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        bankId?: number;
                        id?: number;
                        payeeName?: string;
                        receiveAccount?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                bankId: number;
                                bankLogo: string;
                                bankName: string;
                                /** @description ISO 8601 date-time */
                                createTime: string;
                                id: number;
                                payeeName: string;
                                receiveAccount: string;
                                /** @description ISO 8601 date-time */
                                updateTime: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/version/getVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The current app version (1.2.2, code 10 by default) and whether the caller should update */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        versionCode?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        versionCode?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                downloadUrl: string;
                                updateAvailable: boolean;
                                version: string;
                                versionCode: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/addWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind a USDT wallet (the address format is checked for its network) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string;
                        name?: string;
                        /** @description TRC20 | ERC20 */
                        type?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        address?: string;
                        name?: string;
                        /** @description TRC20 | ERC20 */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                address: string;
                                /** @description ISO 8601 date-time */
                                createTime: string;
                                id: number;
                                name: string;
                                network: string;
                                /** @description TRC20 | ERC20 */
                                type: string;
                                /** @description ISO 8601 date-time */
                                updateTime: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/delWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete one of the member’s wallets */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/editWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the member’s wallets */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string;
                        id: number;
                        name?: string;
                        /** @description TRC20 | ERC20 */
                        type?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        address?: string;
                        id: number;
                        name?: string;
                        /** @description TRC20 | ERC20 */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                address: string;
                                /** @description ISO 8601 date-time */
                                createTime: string;
                                id: number;
                                name: string;
                                network: string;
                                /** @description TRC20 | ERC20 */
                                type: string;
                                /** @description ISO 8601 date-time */
                                updateTime: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/getCoinRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Coin records: USDT deposits converted to the base currency */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description ISO 8601 date-time */
                                    createDateTime: string;
                                    currency: string;
                                    /** @description USDT */
                                    fromAmount: string;
                                    id: number;
                                    price: string;
                                    rechargeId: number;
                                    /** @description amount, 2 decimals */
                                    toAmount: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/getRecharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** USDT deposit address, network, minimum, rate and the below-minimum warning */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                address: string | null;
                                /** @description USDT */
                                min: string;
                                network: string | null;
                                networks: {
                                    address: string;
                                    network: string;
                                }[];
                                payChannelId: number | null;
                                /** @description base currency per 1 USDT */
                                rate: string;
                                /** @description Recharge below USDT <min> is not credited and not refundable (localized) */
                                warning: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/getRechargeInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Everything the recharge page shows: channels, limits and the USDT deposit details */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                channels: {
                                    code: string;
                                    /** @description BASE (the app currency) or USDT: the unit of min/max and of the amount to send */
                                    currency: string;
                                    icon: string;
                                    id: number;
                                    /** @description gateway | usdt */
                                    kind: string;
                                    max: string | null;
                                    min: string;
                                    name: string;
                                    sort: number;
                                    status: string;
                                }[];
                                /** @description amount, 2 decimals */
                                max: string;
                                /** @description amount, 2 decimals */
                                min: string;
                                usdt: {
                                    address: string | null;
                                    /** @description USDT */
                                    min: string;
                                    network: string | null;
                                    networks: {
                                        address: string;
                                        network: string;
                                    }[];
                                    payChannelId: number | null;
                                    /** @description base currency per 1 USDT */
                                    rate: string;
                                    /** @description Recharge below USDT <min> is not credited and not refundable (localized) */
                                    warning: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/getRechargeRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recharge records (same list as /app/user/recharge/page) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        method?: "gateway" | "usdt";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "unpaid" | "pending" | "failed" | "success";
                    };
                    "application/x-www-form-urlencoded": {
                        method?: "gateway" | "usdt";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "unpaid" | "pending" | "failed" | "success";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time */
                                    arrivedTime: string | null;
                                    /** @description ISO 8601 date-time */
                                    createTime: string;
                                    failureReason: string | null;
                                    id: number;
                                    /** @description gateway | usdt */
                                    method: string;
                                    network: string | null;
                                    orderNo: string;
                                    payChannel: string;
                                    payChannelCode: string;
                                    payChannelId: number;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    statusText: string;
                                    txHash: string | null;
                                    usdtAmount: string | null;
                                    usdtRate: string | null;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/getWithdrawalInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw page: limits, fee percent, open weekdays (and whether today is one), available cash */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                arrivalHours: number;
                                /** @description amount, 2 decimals */
                                available: string;
                                feeBasisPoints: number;
                                feePercent: number;
                                /** @description amount, 2 decimals */
                                frozen: string;
                                /** @description amount, 2 decimals */
                                max: string;
                                /** @description amount, 2 decimals */
                                min: string;
                                openToday: boolean;
                                openWeekdayNames: string;
                                openWeekdays: number[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/getWithdrawalRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdrawal records (same list as /app/user/withdrawal/page) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        method?: "bank" | "wallet";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "pending" | "passed" | "rejected";
                    };
                    "application/x-www-form-urlencoded": {
                        method?: "bank" | "wallet";
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                        status?: "pending" | "passed" | "rejected";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    /** @description amount, 2 decimals */
                                    actualAmount: string;
                                    /** @description amount, 2 decimals */
                                    amount: string;
                                    /** @description ISO 8601 date-time */
                                    applyTime: string;
                                    /** @description ISO 8601 date-time */
                                    auditTime: string | null;
                                    bankCardNo: string;
                                    bankName: string;
                                    cardholder: string;
                                    /** @description amount, 2 decimals */
                                    fee: string;
                                    feePercent: number;
                                    id: number;
                                    /** @description bank | wallet */
                                    method: string;
                                    orderNo: string;
                                    payChannel: string;
                                    rejectReason: string | null;
                                    /** @description status code; see statusText for the English label */
                                    status: number;
                                    statusText: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/listWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member’s USDT wallets */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                address: string;
                                /** @description ISO 8601 date-time */
                                createTime: string;
                                id: number;
                                name: string;
                                network: string;
                                /** @description TRC20 | ERC20 */
                                type: string;
                                /** @description ISO 8601 date-time */
                                updateTime: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/wallet/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a withdrawal to a USDT wallet (walletId required); otherwise the same as /app/user/withdrawal/apply
         * @description Checks, in order: amount entered and well formed, card/wallet chosen, min/max, open weekday, the card or wallet is the member’s, then the fund password. The amount is held (pending) until an operator passes or rejects it; the fee is a percentage of the amount. Idempotent by Idempotency-Key or requestId.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description amount: digits and one dot, at most 2 decimals ("12.34") */
                        amount?: string;
                        bankCardId?: number;
                        fundPassword?: string;
                        requestId?: string;
                        walletId?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description amount: digits and one dot, at most 2 decimals ("12.34") */
                        amount?: string;
                        bankCardId?: number;
                        fundPassword?: string;
                        requestId?: string;
                        walletId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                /** @description amount, 2 decimals */
                                actualAmount: string;
                                /** @description amount, 2 decimals */
                                amount: string;
                                /** @description ISO 8601 date-time */
                                applyTime: string;
                                /** @description ISO 8601 date-time */
                                auditTime: string | null;
                                bankCardNo: string;
                                bankName: string;
                                cardholder: string;
                                /** @description amount, 2 decimals */
                                fee: string;
                                feePercent: number;
                                id: number;
                                /** @description bank | wallet */
                                method: string;
                                orderNo: string;
                                payChannel: string;
                                rejectReason: string | null;
                                /** @description status code; see statusText for the English label */
                                status: number;
                                statusText: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/zone/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a visible post (1 to 500 characters) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        postId: number;
                    };
                    "application/x-www-form-urlencoded": {
                        content: string;
                        postId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                content: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                headUrl: string | null;
                                id: number;
                                mine: boolean;
                                postId: number;
                                userId: number;
                                userName: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/zone/commentPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Visible comments of a visible post, oldest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        postId: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default 1 */
                        page?: number;
                        postId: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    content: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    headUrl: string | null;
                                    id: number;
                                    mine: boolean;
                                    postId: number;
                                    userId: number;
                                    userName: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/zone/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete one of my posts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/zone/deleteComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete one of my comments */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/zone/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One visible post */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "application/x-www-form-urlencoded": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                commentCount: number;
                                content: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                headUrl: string | null;
                                id: number;
                                imgUrlList: string[];
                                mine: boolean;
                                userId: number;
                                userName: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/zone/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Visible posts, newest first (mine=true: only my posts) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mine?: boolean;
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        mine?: boolean;
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                hasMore: boolean;
                                page: number;
                                records: {
                                    commentCount: number;
                                    content: string;
                                    /** @description ISO 8601 date-time (UTC) */
                                    createdAt: string;
                                    headUrl: string | null;
                                    id: number;
                                    imgUrlList: string[];
                                    mine: boolean;
                                    userId: number;
                                    userName: string;
                                }[];
                                size: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/zone/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a post: text (at most 1000 characters) and up to 9 pictures
         * @description imgUrlList: URLs returned by /file/upload for this member (repeat the form field for each). The text is stored as written; clients render it escaped.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content?: string;
                        /** @description at most 9 */
                        imgUrlList?: string[];
                    };
                    "application/x-www-form-urlencoded": {
                        content?: string;
                        /** @description at most 9 */
                        imgUrlList?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                commentCount: number;
                                content: string;
                                /** @description ISO 8601 date-time (UTC) */
                                createdAt: string;
                                headUrl: string | null;
                                id: number;
                                imgUrlList: string[];
                                mine: boolean;
                                userId: number;
                                userName: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a picture (JPEG, PNG, WebP or GIF, at most 5 MB); result holds its URL
         * @description The type is checked from the content, not the name. The picture is re-encoded without metadata and shrunk to at most 1280 px on its longest side.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                contentType: string;
                                height: number;
                                name: string;
                                size: number;
                                url: string;
                                width: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file/uploads/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded picture (binary) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                database: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/callback/{channelCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signed payment callback of a gateway or of the USDT chain watcher
         * @description Header X-Signature = hex HMAC-SHA256(raw body, channel secret). Body (JSON or form): orderNo, status (success|failed|pending), timestamp (Unix seconds), nonce, amount (gateway) or usdtAmount and txHash (USDT). Stale timestamps, reused nonces, bad signatures, unknown orders and wrong amounts are refused and logged.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    channelCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            result: {
                                orderNo: string;
                                /** @description credited | duplicate | failed | pending | below_minimum */
                                outcome: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                423: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            message: string;
                            /** @enum {object|null} */
                            result: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
