import type { ProblemTexts } from './types.ts';

/**
 * The documentation viewer: API documents, the mock server, Try through the proxy, the OAuth token
 * relay, and the MCP tools. Scheme, flow, header and tool names stay as written.
 */
export const DOCS_TEXTS: ProblemTexts = {
  'The API document could not be read: {0}': {
    de: 'Das API-Dokument konnte nicht gelesen werden: {0}',
    fr: "Le document de l'API n'a pas pu être lu : {0}",
    es: 'No se pudo leer el documento de la API: {0}',
    ja: 'API ドキュメントを読み取れませんでした: {0}',
    ar: 'تعذّرت قراءة مستند API: {0}',
  },
  'The API document of this item does not exist.': {
    de: 'Das API-Dokument dieses Eintrags existiert nicht.',
    fr: "Le document d'API de cet élément n'existe pas.",
    es: 'El documento de API de este elemento no existe.',
    ja: 'この項目の API ドキュメントは存在しません。',
    ar: 'مستند API لهذا العنصر غير موجود.',
  },
  'This item has no API document to mock.': {
    de: 'Dieser Eintrag hat kein API-Dokument, das simuliert werden könnte.',
    fr: "Cet élément n'a pas de document d'API à simuler.",
    es: 'Este elemento no tiene ningún documento de API que simular.',
    ja: 'この項目にはモックに使う API ドキュメントがありません。',
    ar: 'لا يحتوي هذا العنصر على مستند API للمحاكاة.',
  },
  'The request lacks the credentials {0} requires: {1}.': {
    de: 'Der Anfrage fehlen die Zugangsdaten, die {0} erfordert: {1}.',
    fr: 'Il manque à la requête les identifiants requis par {0} : {1}.',
    es: 'A la solicitud le faltan las credenciales que requiere {0}: {1}.',
    ja: 'リクエストに {0} が必要とする認証情報がありません: {1}。',
    ar: 'يفتقر الطلب إلى بيانات الاعتماد التي يتطلبها {0}: {1}.',
  },
  // Try through the proxy.
  'The server is not one of the servers the document declares.': {
    de: 'Der Server gehört nicht zu den Servern, die das Dokument deklariert.',
    fr: 'Le serveur ne fait pas partie des serveurs déclarés par le document.',
    es: 'El servidor no es uno de los servidores que declara el documento.',
    ja: 'このサーバーはドキュメントが宣言しているサーバーではありません。',
    ar: 'الخادم ليس من الخوادم التي يعلنها المستند.',
  },
  'The path leaves the declared server.': {
    de: 'Der Pfad verlässt den deklarierten Server.',
    fr: 'Le chemin sort du serveur déclaré.',
    es: 'La ruta sale del servidor declarado.',
    ja: 'パスが宣言されたサーバーの外に出ています。',
    ar: 'يخرج المسار عن الخادم المعلن.',
  },
  'The request was refused: {0}.': {
    de: 'Die Anfrage wurde abgelehnt: {0}.',
    fr: 'La requête a été refusée : {0}.',
    es: 'Se rechazó la solicitud: {0}.',
    ja: 'リクエストは拒否されました: {0}。',
    ar: 'تم رفض الطلب: {0}.',
  },
  'The server could not be reached ({0}).': {
    de: 'Der Server war nicht erreichbar ({0}).',
    fr: 'Le serveur est injoignable ({0}).',
    es: 'No se pudo contactar con el servidor ({0}).',
    ja: 'サーバーに接続できませんでした（{0}）。',
    ar: 'تعذّر الوصول إلى الخادم ({0}).',
  },
  // The OAuth token relay.
  'The document declares no OAuth 2 security scheme named "{0}".': {
    de: 'Das Dokument deklariert kein OAuth-2-Sicherheitsschema namens "{0}".',
    fr: 'Le document ne déclare aucun schéma de sécurité OAuth 2 nommé "{0}".',
    es: 'El documento no declara ningún esquema de seguridad OAuth 2 llamado "{0}".',
    ja: 'ドキュメントに "{0}" という名前の OAuth 2 セキュリティスキームは宣言されていません。',
    ar: 'لا يعلن المستند عن مخطط أمان OAuth 2 باسم "{0}".',
  },
  'The scheme "{0}" declares no {1} flow with a token URL.': {
    de: 'Das Schema "{0}" deklariert keinen {1}-Flow mit Token-URL.',
    fr: 'Le schéma "{0}" ne déclare aucun flux {1} avec une URL de jeton.',
    es: 'El esquema "{0}" no declara ningún flujo {1} con una URL de token.',
    ja: 'スキーム "{0}" には、トークン URL を持つ {1} フローが宣言されていません。',
    ar: 'لا يعلن المخطط "{0}" عن تدفق {1} له عنوان URL للرمز.',
  },
  'The token URL "{0}" of the scheme "{1}" is not a URL.': {
    de: 'Die Token-URL "{0}" des Schemas "{1}" ist keine URL.',
    fr: 'L\'URL de jeton "{0}" du schéma "{1}" n\'est pas une URL.',
    es: 'La URL de token "{0}" del esquema "{1}" no es una URL.',
    ja: 'スキーム "{1}" のトークン URL "{0}" は URL ではありません。',
    ar: 'عنوان URL للرمز "{0}" في المخطط "{1}" ليس عنوان URL.',
  },
  'The token URL must be an http(s) URL.': {
    de: 'Die Token-URL muss eine http(s)-URL sein.',
    fr: "L'URL de jeton doit être une URL http(s).",
    es: 'La URL de token debe ser una URL http(s).',
    ja: 'トークン URL は http(s) の URL である必要があります。',
    ar: 'يجب أن يكون عنوان URL للرمز من نوع http(s).',
  },
  'The authorization code flow needs the code and its PKCE code verifier.': {
    de: 'Der Autorisierungscode-Flow benötigt den Code und seinen PKCE-Code-Verifier.',
    fr: "Le flux par code d'autorisation nécessite le code et son vérificateur de code PKCE.",
    es: 'El flujo de código de autorización necesita el código y su verificador de código PKCE.',
    ja: '認可コードフローには、コードとその PKCE コード検証子が必要です。',
    ar: 'يحتاج تدفق رمز التفويض إلى الرمز وأداة التحقق PKCE الخاصة به.',
  },
  'The authorization server could not be reached ({0}).': {
    de: 'Der Autorisierungsserver war nicht erreichbar ({0}).',
    fr: "Le serveur d'autorisation est injoignable ({0}).",
    es: 'No se pudo contactar con el servidor de autorización ({0}).',
    ja: '認可サーバーに接続できませんでした（{0}）。',
    ar: 'تعذّر الوصول إلى خادم التفويض ({0}).',
  },
  'The authorization server refused the token request: {0}.': {
    de: 'Der Autorisierungsserver hat die Token-Anfrage abgelehnt: {0}.',
    fr: "Le serveur d'autorisation a refusé la demande de jeton : {0}.",
    es: 'El servidor de autorización rechazó la solicitud de token: {0}.',
    ja: '認可サーバーがトークン要求を拒否しました: {0}。',
    ar: 'رفض خادم التفويض طلب الرمز: {0}.',
  },
  'The authorization server answered without an access token.': {
    de: 'Der Autorisierungsserver hat ohne Zugriffstoken geantwortet.',
    fr: "Le serveur d'autorisation a répondu sans jeton d'accès.",
    es: 'El servidor de autorización respondió sin un token de acceso.',
    ja: '認可サーバーの応答にアクセストークンが含まれていませんでした。',
    ar: 'أجاب خادم التفويض دون رمز وصول.',
  },
  // The MCP tools.
  'The document has no such operation.': {
    de: 'Das Dokument hat keine solche Operation.',
    fr: "Le document n'a pas cette opération.",
    es: 'El documento no tiene esa operación.',
    ja: 'ドキュメントにそのオペレーションはありません。',
    ar: 'لا يحتوي المستند على هذه العملية.',
  },
  'The document has no such schema.': {
    de: 'Das Dokument hat kein solches Schema.',
    fr: "Le document n'a pas ce schéma.",
    es: 'El documento no tiene ese esquema.',
    ja: 'ドキュメントにそのスキーマはありません。',
    ar: 'لا يحتوي المستند على هذا المخطط.',
  },
  'Path parameters are missing: {0}.': {
    de: 'Pfadparameter fehlen: {0}.',
    fr: 'Des paramètres de chemin manquent : {0}.',
    es: 'Faltan parámetros de ruta: {0}.',
    ja: 'パスパラメーターが不足しています: {0}。',
    ar: 'معاملات المسار مفقودة: {0}.',
  },
  'The provider does not allow mock calls for this API.': {
    de: 'Der Anbieter erlaubt für diese API keine Mock-Aufrufe.',
    fr: "Le fournisseur n'autorise pas les appels au serveur fictif pour cette API.",
    es: 'El proveedor no permite llamadas al servidor simulado para esta API.',
    ja: 'プロバイダーはこの API でモック呼び出しを許可していません。',
    ar: 'لا يسمح المزوّد باستدعاءات المحاكاة لواجهة API هذه.',
  },
  'The provider does not allow calls with API keys for this API.': {
    de: 'Der Anbieter erlaubt für diese API keine Aufrufe mit API-Schlüsseln.',
    fr: "Le fournisseur n'autorise pas les appels avec des clés d'API pour cette API.",
    es: 'El proveedor no permite llamadas con claves de API para esta API.',
    ja: 'プロバイダーはこの API で API キーを使った呼び出しを許可していません。',
    ar: 'لا يسمح المزوّد بالاستدعاءات باستخدام مفاتيح API لواجهة API هذه.',
  },
  'This is an AsyncAPI (event-driven) API: its operations are messages sent or received through a broker, not HTTP requests, so there is no code sample or call for them. Use describe_operation for its channel and message payloads.':
    {
      de: 'Dies ist eine AsyncAPI-API (ereignisgesteuert): Ihre Operationen sind Nachrichten, die über einen Broker gesendet oder empfangen werden, keine HTTP-Anfragen; daher gibt es für sie kein Codebeispiel und keinen Aufruf. Verwenden Sie describe_operation für ihren Kanal und ihre Nachrichten-Payloads.',
      fr: "Il s'agit d'une API AsyncAPI (événementielle) : ses opérations sont des messages envoyés ou reçus via un broker, pas des requêtes HTTP ; il n'y a donc ni exemple de code ni appel pour elles. Utilisez describe_operation pour leur canal et les charges utiles de leurs messages.",
      es: 'Esta es una API AsyncAPI (basada en eventos): sus operaciones son mensajes enviados o recibidos a través de un broker, no solicitudes HTTP, por lo que no hay ejemplo de código ni llamada para ellas. Use describe_operation para ver su canal y las cargas útiles de sus mensajes.',
      ja: 'これは AsyncAPI（イベント駆動）の API です。オペレーションは HTTP リクエストではなく、ブローカー経由で送受信されるメッセージのため、コードサンプルや呼び出しはありません。チャネルとメッセージのペイロードには describe_operation を使用してください。',
      ar: 'هذه واجهة API من نوع AsyncAPI (قائمة على الأحداث): عملياتها رسائل تُرسل أو تُستقبل عبر وسيط، وليست طلبات HTTP، لذا لا يوجد لها نموذج شيفرة أو استدعاء. استخدم describe_operation لمعرفة قناتها وحمولات رسائلها.',
    },
};
