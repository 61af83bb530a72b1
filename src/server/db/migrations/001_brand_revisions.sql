-- Every load or rejection of a brand folder (at start and on each hot reload): the operators' audit trail
-- of what was served when, and why an edit was refused.
CREATE TABLE brand_revisions (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  -- sha256 of the brand's JSON inputs (LoadedBrand.hash); null when the folder could not be loaded.
  hash text,
  ok boolean NOT NULL,
  -- [{file, pointer, message}] as the engine reports them; [] when ok.
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX brand_revisions_brand_loaded ON brand_revisions (brand_id, loaded_at DESC);
