-- Get API Access (issue 11): the access-request template as data, the status of each access
-- request (the request itself is a comment with styling 'request' in the item's conversation), and
-- the access an approval grants (read by Manage Access to provision the item's API product).
CREATE TABLE access_templates (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{0,49}$'),
  items jsonb NOT NULL,
  metadata jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE access_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The request itself (message, template, templated data) is this comment of the item's conversation.
  comment_id bigint NOT NULL UNIQUE REFERENCES conversation_comments (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'approved', 'denied')),
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_requests_user_item_idx ON access_requests (user_id, item_id, created_at DESC);
CREATE INDEX access_requests_status_idx ON access_requests (status, created_at DESC);

CREATE TABLE access_grants (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  request_id bigint NOT NULL REFERENCES access_requests (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now(),
  granted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX access_grants_item_idx ON access_grants (item_id);

-- Design search by application (ics/search/atlasid) and the duplicate check by name.
CREATE INDEX designs_atlas_idx ON designs (atlas_id, id);

INSERT INTO access_templates (name, items, metadata) VALUES ('default', '[
  {"type":"subheading","id":"sectionApplication","label":"Your application"},
  {"type":"start-row"},
  {"type":"text","id":"appComponent","label":"Application or component name","required":true,"colSpan":6,"showRefDataSearch":true,"description":"The name a new design is created with. Search to fill it from the application register."},
  {"type":"text","id":"atlasDesignId","label":"Existing Atlas design ID","colSpan":6,"showRefDataSearch":true,"description":"Fill this to use an existing design instead of describing a new one."},
  {"type":"end-row"},
  {"type":"start-row"},
  {"type":"text","id":"designId","label":"Design ID","readOnly":true,"hidden":true,"colSpan":6},
  {"type":"text","id":"designName","label":"Design name","readOnly":true,"hidden":true,"colSpan":6},
  {"type":"end-row"},
  {"type":"text","id":"desc","label":"What will you use the API for?","required":true,"colSpan":12},
  {"type":"start-row"},
  {"type":"select","id":"organization","label":"Organisation","required":true,"colSpan":6,"options":[{"label":"Retail Banking","value":"retail"},{"label":"Commercial Banking","value":"commercial"},{"label":"Insurance","value":"insurance"},{"label":"Wealth Management","value":"wealth"},{"label":"Group Technology","value":"technology"}]},
  {"type":"select","id":"market","label":"Market","required":true,"colSpan":6,"options":[{"label":"EMEA","value":"EMEA"},{"label":"Americas","value":"Americas"},{"label":"APAC","value":"APAC"}]},
  {"type":"end-row"},
  {"type":"start-row"},
  {"type":"select","id":"consumerhostloc","label":"Where is your application hosted?","required":true,"colSpan":6,"options":[{"label":"On premises","value":"onprem"},{"label":"Public cloud","value":"cloud"},{"label":"Hybrid","value":"hybrid"}]},
  {"type":"multiselect","id":"cloudloc","label":"Cloud locations","required":true,"colSpan":6,"options":[{"label":"AWS","value":"aws"},{"label":"Azure","value":"azure"},{"label":"Google Cloud","value":"gcp"},{"label":"None","value":"none"}]},
  {"type":"end-row"},
  {"type":"subheading","id":"sectionProduction","label":"Production usage","border":true},
  {"type":"select","id":"subscription","label":"Will you call this API in production?","required":true,"value":"false","colSpan":6,"options":[{"label":"Yes","value":"true"},{"label":"No","value":"false"}]},
  {"type":"start-row","border":true},
  {"type":"start-col","colSpan":6},
  {"type":"text","id":"prodtranssec","label":"Average transactions per second","required":true,"hidden":true},
  {"type":"text","id":"prodpeaktranssec","label":"Peak transactions per second","required":true,"hidden":true},
  {"type":"text","id":"prodmaxvolday","label":"Maximum volume per day","required":true,"hidden":true},
  {"type":"end-col"},
  {"type":"start-col","colSpan":6},
  {"type":"text","id":"prodtimefram","label":"Busiest time of day","required":true,"hidden":true},
  {"type":"text","id":"prodavemsgsize","label":"Average message size (KB)","required":true,"hidden":true},
  {"type":"text","id":"prodmaxmsgsize","label":"Maximum message size (KB)","required":true,"hidden":true},
  {"type":"end-col"},
  {"type":"end-row"},
  {"type":"subheading","id":"sectionCredentials","label":"Credentials","border":true},
  {"type":"checkbox","id":"newClientId","label":"I need a new client ID","value":false},
  {"type":"start-row"},
  {"type":"select","id":"clientIdEnvironment","label":"Client ID environment","colSpan":4,"options":[{"label":"Development","value":"dev"},{"label":"Test","value":"test"},{"label":"Production","value":"prod"}]},
  {"type":"select","id":"grantType","label":"OAuth grant type","colSpan":4,"disableIfNoOauth":true,"description":"Only for APIs secured with OAuth.","options":[{"label":"Client credentials","value":"client_credentials"},{"label":"Authorization code","value":"authorization_code"},{"label":"JWT bearer","value":"jwt_bearer"}]},
  {"type":"email","id":"consumerAtlasTechLeadEmail","label":"Technical lead email","colSpan":4},
  {"type":"end-row"},
  {"type":"text","id":"oauthScopes","label":"OAuth scopes","disableIfNoOauth":true,"description":"Space-separated scopes, only for APIs secured with OAuth."}
]'::jsonb, '{"refDataMatching":[{"formFieldId":"appComponent","refDataField":"name"},{"formFieldId":"market","refDataField":"regions"},{"formFieldId":"atlasDesignId","refDataField":"designId"},{"formFieldId":"designId","refDataField":"designId"},{"formFieldId":"designName","refDataField":"designName"}]}'::jsonb);
