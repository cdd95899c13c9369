import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { refreshSearchDocuments, SEARCH_TYPES } from '../catalogue/search/search-documents.js'
import { executorFor } from '../database/request-sql.js'

// Hand-written: drafts and versions of the five curated catalogue collections (decision 123). The
// version tables (`_<table>_v`, `_<table>_v_locales`, `_books_v_rels`, ...), their enums and the
// jobs queue of scheduled publishing (`payload_jobs`) are named and typed exactly as Payload's
// postgres adapter builds them, so Payload reads and writes them as its own. Every existing document
// becomes published; the catalogue's SQL reads show only published rows (catalogue/public-sql.ts).
const CURATED = ['books', 'authors', 'series', 'genres', 'awards'] as const

const ENUMS = `
CREATE TYPE cms.enum__authors_v_published_locale AS ENUM ('en', 'de', 'it');
CREATE TYPE cms.enum__authors_v_version_gender AS ENUM ('male', 'female', 'non_binary', 'other', 'not_specified');
CREATE TYPE cms.enum__authors_v_version_native_language AS ENUM ('en', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'bn', 'pa', 'te');
CREATE TYPE cms.enum__authors_v_version_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum__awards_v_published_locale AS ENUM ('en', 'de', 'it');
CREATE TYPE cms.enum__awards_v_version_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum__books_v_published_locale AS ENUM ('en', 'de', 'it');
CREATE TYPE cms.enum__books_v_version_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum__genres_v_published_locale AS ENUM ('en', 'de', 'it');
CREATE TYPE cms.enum__genres_v_version_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum__series_v_published_locale AS ENUM ('en', 'de', 'it');
CREATE TYPE cms.enum__series_v_version_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum_authors_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum_awards_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum_books_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum_genres_status AS ENUM ('draft', 'published');
CREATE TYPE cms.enum_payload_jobs_log_state AS ENUM ('failed', 'succeeded');
CREATE TYPE cms.enum_payload_jobs_log_task_slug AS ENUM ('inline', 'schedulePublish');
CREATE TYPE cms.enum_payload_jobs_task_slug AS ENUM ('inline', 'schedulePublish');
CREATE TYPE cms.enum_series_status AS ENUM ('draft', 'published');`

const MAIN_TABLES = `
ALTER TABLE cms.books ADD COLUMN IF NOT EXISTS _status cms.enum_books_status DEFAULT 'draft'::cms.enum_books_status;
ALTER TABLE cms.books ADD COLUMN IF NOT EXISTS updated_by_id integer;
ALTER TABLE cms.books ADD CONSTRAINT books_updated_by_id_editors_id_fk FOREIGN KEY (updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS books__status_idx ON cms.books USING btree (_status);
CREATE INDEX IF NOT EXISTS books_updated_by_idx ON cms.books USING btree (updated_by_id);
UPDATE cms.books SET _status = 'published';
ALTER TABLE cms.authors ADD COLUMN IF NOT EXISTS _status cms.enum_authors_status DEFAULT 'draft'::cms.enum_authors_status;
ALTER TABLE cms.authors ADD COLUMN IF NOT EXISTS updated_by_id integer;
ALTER TABLE cms.authors ADD CONSTRAINT authors_updated_by_id_editors_id_fk FOREIGN KEY (updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS authors__status_idx ON cms.authors USING btree (_status);
CREATE INDEX IF NOT EXISTS authors_updated_by_idx ON cms.authors USING btree (updated_by_id);
UPDATE cms.authors SET _status = 'published';
ALTER TABLE cms.series ADD COLUMN IF NOT EXISTS _status cms.enum_series_status DEFAULT 'draft'::cms.enum_series_status;
ALTER TABLE cms.series ADD COLUMN IF NOT EXISTS updated_by_id integer;
ALTER TABLE cms.series ADD CONSTRAINT series_updated_by_id_editors_id_fk FOREIGN KEY (updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS series__status_idx ON cms.series USING btree (_status);
CREATE INDEX IF NOT EXISTS series_updated_by_idx ON cms.series USING btree (updated_by_id);
UPDATE cms.series SET _status = 'published';
ALTER TABLE cms.genres ADD COLUMN IF NOT EXISTS _status cms.enum_genres_status DEFAULT 'draft'::cms.enum_genres_status;
ALTER TABLE cms.genres ADD COLUMN IF NOT EXISTS updated_by_id integer;
ALTER TABLE cms.genres ADD CONSTRAINT genres_updated_by_id_editors_id_fk FOREIGN KEY (updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS genres__status_idx ON cms.genres USING btree (_status);
CREATE INDEX IF NOT EXISTS genres_updated_by_idx ON cms.genres USING btree (updated_by_id);
UPDATE cms.genres SET _status = 'published';
ALTER TABLE cms.awards ADD COLUMN IF NOT EXISTS _status cms.enum_awards_status DEFAULT 'draft'::cms.enum_awards_status;
ALTER TABLE cms.awards ADD COLUMN IF NOT EXISTS updated_by_id integer;
ALTER TABLE cms.awards ADD CONSTRAINT awards_updated_by_id_editors_id_fk FOREIGN KEY (updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS awards__status_idx ON cms.awards USING btree (_status);
CREATE INDEX IF NOT EXISTS awards_updated_by_idx ON cms.awards USING btree (updated_by_id);
UPDATE cms.awards SET _status = 'published';`

const VERSION_AND_JOB_TABLES = `
CREATE TABLE cms._authors_v (
    id integer NOT NULL,
    parent_id integer,
    version_slug character varying,
    version_profile_image_id integer,
    version_profile_image_url character varying,
    version_born character varying,
    version_died character varying,
    version_native_language cms.enum__authors_v_version_native_language,
    version_gender cms.enum__authors_v_version_gender DEFAULT 'not_specified'::cms.enum__authors_v_version_gender,
    version_birth_country character varying,
    version_average_rating numeric,
    version_ratings_count numeric DEFAULT 0,
    version_external_id numeric,
    version_updated_by_id integer,
    version_updated_at timestamp(3) with time zone,
    version_created_at timestamp(3) with time zone,
    version_deleted_at timestamp(3) with time zone,
    version__status cms.enum__authors_v_version_status DEFAULT 'draft'::cms.enum__authors_v_version_status,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    snapshot boolean,
    published_locale cms.enum__authors_v_published_locale,
    latest boolean,
    autosave boolean
);
CREATE SEQUENCE cms._authors_v_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._authors_v_id_seq OWNED BY cms._authors_v.id;
CREATE TABLE cms._authors_v_locales (
    version_name character varying,
    version_bio character varying,
    id integer NOT NULL,
    _locale cms._locales NOT NULL,
    _parent_id integer NOT NULL
);
CREATE SEQUENCE cms._authors_v_locales_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._authors_v_locales_id_seq OWNED BY cms._authors_v_locales.id;
CREATE TABLE cms._awards_v (
    id integer NOT NULL,
    parent_id integer,
    version_slug character varying,
    version_year numeric,
    version_country character varying,
    version_language character varying,
    version_external_id numeric,
    version_updated_by_id integer,
    version_updated_at timestamp(3) with time zone,
    version_created_at timestamp(3) with time zone,
    version_deleted_at timestamp(3) with time zone,
    version__status cms.enum__awards_v_version_status DEFAULT 'draft'::cms.enum__awards_v_version_status,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    snapshot boolean,
    published_locale cms.enum__awards_v_published_locale,
    latest boolean,
    autosave boolean
);
CREATE SEQUENCE cms._awards_v_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._awards_v_id_seq OWNED BY cms._awards_v.id;
CREATE TABLE cms._awards_v_locales (
    version_name character varying,
    version_description character varying,
    id integer NOT NULL,
    _locale cms._locales NOT NULL,
    _parent_id integer NOT NULL
);
CREATE SEQUENCE cms._awards_v_locales_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._awards_v_locales_id_seq OWNED BY cms._awards_v_locales.id;
CREATE TABLE cms._awards_v_version_categories (
    _order integer NOT NULL,
    _parent_id integer NOT NULL,
    id integer NOT NULL,
    name character varying,
    _uuid character varying
);
CREATE SEQUENCE cms._awards_v_version_categories_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._awards_v_version_categories_id_seq OWNED BY cms._awards_v_version_categories.id;
CREATE TABLE cms._books_v (
    id integer NOT NULL,
    parent_id integer,
    version_slug character varying,
    version_cover_image_id integer,
    version_cover_image_url character varying,
    version_publication_date timestamp(3) with time zone,
    version_publication_year numeric,
    version_publisher character varying,
    version_pages numeric,
    version_average_rating numeric,
    version_ratings_count numeric DEFAULT 0,
    version_external_id numeric,
    version_goodreads_book_id numeric,
    version_updated_by_id integer,
    version_updated_at timestamp(3) with time zone,
    version_created_at timestamp(3) with time zone,
    version_deleted_at timestamp(3) with time zone,
    version__status cms.enum__books_v_version_status DEFAULT 'draft'::cms.enum__books_v_version_status,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    snapshot boolean,
    published_locale cms.enum__books_v_published_locale,
    latest boolean,
    autosave boolean
);
CREATE SEQUENCE cms._books_v_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._books_v_id_seq OWNED BY cms._books_v.id;
CREATE TABLE cms._books_v_locales (
    version_title character varying,
    version_description character varying,
    id integer NOT NULL,
    _locale cms._locales NOT NULL,
    _parent_id integer NOT NULL
);
CREATE SEQUENCE cms._books_v_locales_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._books_v_locales_id_seq OWNED BY cms._books_v_locales.id;
CREATE TABLE cms._books_v_rels (
    id integer NOT NULL,
    "order" integer,
    parent_id integer NOT NULL,
    path character varying NOT NULL,
    authors_id integer,
    genres_id integer
);
CREATE SEQUENCE cms._books_v_rels_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._books_v_rels_id_seq OWNED BY cms._books_v_rels.id;
CREATE TABLE cms._books_v_version_all_series (
    _order integer NOT NULL,
    _parent_id integer NOT NULL,
    id integer NOT NULL,
    series_id integer,
    "position" character varying,
    position_sort numeric,
    _uuid character varying
);
CREATE SEQUENCE cms._books_v_version_all_series_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._books_v_version_all_series_id_seq OWNED BY cms._books_v_version_all_series.id;
CREATE TABLE cms._genres_v (
    id integer NOT NULL,
    parent_id integer,
    version_slug character varying,
    version_image_id integer,
    version_parent_id integer,
    version_level numeric,
    version_external_id numeric,
    version_updated_by_id integer,
    version_updated_at timestamp(3) with time zone,
    version_created_at timestamp(3) with time zone,
    version_deleted_at timestamp(3) with time zone,
    version__status cms.enum__genres_v_version_status DEFAULT 'draft'::cms.enum__genres_v_version_status,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    snapshot boolean,
    published_locale cms.enum__genres_v_published_locale,
    latest boolean,
    autosave boolean
);
CREATE SEQUENCE cms._genres_v_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._genres_v_id_seq OWNED BY cms._genres_v.id;
CREATE TABLE cms._genres_v_locales (
    version_name character varying,
    version_description character varying,
    id integer NOT NULL,
    _locale cms._locales NOT NULL,
    _parent_id integer NOT NULL
);
CREATE SEQUENCE cms._genres_v_locales_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._genres_v_locales_id_seq OWNED BY cms._genres_v_locales.id;
CREATE TABLE cms._series_v (
    id integer NOT NULL,
    parent_id integer,
    version_slug character varying,
    version_image_id integer,
    version_is_completed boolean DEFAULT false,
    version_average_rating numeric,
    version_ratings_count numeric DEFAULT 0,
    version_external_id numeric,
    version_updated_by_id integer,
    version_updated_at timestamp(3) with time zone,
    version_created_at timestamp(3) with time zone,
    version_deleted_at timestamp(3) with time zone,
    version__status cms.enum__series_v_version_status DEFAULT 'draft'::cms.enum__series_v_version_status,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    snapshot boolean,
    published_locale cms.enum__series_v_published_locale,
    latest boolean,
    autosave boolean
);
CREATE SEQUENCE cms._series_v_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._series_v_id_seq OWNED BY cms._series_v.id;
CREATE TABLE cms._series_v_locales (
    version_name character varying,
    version_description character varying,
    id integer NOT NULL,
    _locale cms._locales NOT NULL,
    _parent_id integer NOT NULL
);
CREATE SEQUENCE cms._series_v_locales_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms._series_v_locales_id_seq OWNED BY cms._series_v_locales.id;
CREATE TABLE cms.payload_jobs (
    id integer NOT NULL,
    input jsonb,
    completed_at timestamp(3) with time zone,
    total_tried numeric DEFAULT 0,
    has_error boolean DEFAULT false,
    error jsonb,
    task_slug cms.enum_payload_jobs_task_slug,
    queue character varying DEFAULT 'default'::character varying,
    wait_until timestamp(3) with time zone,
    processing boolean DEFAULT false,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL
);
CREATE SEQUENCE cms.payload_jobs_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE cms.payload_jobs_id_seq OWNED BY cms.payload_jobs.id;
CREATE TABLE cms.payload_jobs_log (
    _order integer NOT NULL,
    _parent_id integer NOT NULL,
    id character varying NOT NULL,
    executed_at timestamp(3) with time zone NOT NULL,
    completed_at timestamp(3) with time zone NOT NULL,
    task_slug cms.enum_payload_jobs_log_task_slug NOT NULL,
    task_i_d character varying NOT NULL,
    input jsonb,
    output jsonb,
    state cms.enum_payload_jobs_log_state NOT NULL,
    error jsonb
);
ALTER TABLE ONLY cms._authors_v ALTER COLUMN id SET DEFAULT nextval('cms._authors_v_id_seq'::regclass);
ALTER TABLE ONLY cms._authors_v_locales ALTER COLUMN id SET DEFAULT nextval('cms._authors_v_locales_id_seq'::regclass);
ALTER TABLE ONLY cms._awards_v ALTER COLUMN id SET DEFAULT nextval('cms._awards_v_id_seq'::regclass);
ALTER TABLE ONLY cms._awards_v_locales ALTER COLUMN id SET DEFAULT nextval('cms._awards_v_locales_id_seq'::regclass);
ALTER TABLE ONLY cms._awards_v_version_categories ALTER COLUMN id SET DEFAULT nextval('cms._awards_v_version_categories_id_seq'::regclass);
ALTER TABLE ONLY cms._books_v ALTER COLUMN id SET DEFAULT nextval('cms._books_v_id_seq'::regclass);
ALTER TABLE ONLY cms._books_v_locales ALTER COLUMN id SET DEFAULT nextval('cms._books_v_locales_id_seq'::regclass);
ALTER TABLE ONLY cms._books_v_rels ALTER COLUMN id SET DEFAULT nextval('cms._books_v_rels_id_seq'::regclass);
ALTER TABLE ONLY cms._books_v_version_all_series ALTER COLUMN id SET DEFAULT nextval('cms._books_v_version_all_series_id_seq'::regclass);
ALTER TABLE ONLY cms._genres_v ALTER COLUMN id SET DEFAULT nextval('cms._genres_v_id_seq'::regclass);
ALTER TABLE ONLY cms._genres_v_locales ALTER COLUMN id SET DEFAULT nextval('cms._genres_v_locales_id_seq'::regclass);
ALTER TABLE ONLY cms._series_v ALTER COLUMN id SET DEFAULT nextval('cms._series_v_id_seq'::regclass);
ALTER TABLE ONLY cms._series_v_locales ALTER COLUMN id SET DEFAULT nextval('cms._series_v_locales_id_seq'::regclass);
ALTER TABLE ONLY cms.payload_jobs ALTER COLUMN id SET DEFAULT nextval('cms.payload_jobs_id_seq'::regclass);
ALTER TABLE ONLY cms._authors_v_locales
    ADD CONSTRAINT _authors_v_locales_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._authors_v
    ADD CONSTRAINT _authors_v_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._awards_v_locales
    ADD CONSTRAINT _awards_v_locales_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._awards_v
    ADD CONSTRAINT _awards_v_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._awards_v_version_categories
    ADD CONSTRAINT _awards_v_version_categories_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._books_v_locales
    ADD CONSTRAINT _books_v_locales_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._books_v
    ADD CONSTRAINT _books_v_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._books_v_rels
    ADD CONSTRAINT _books_v_rels_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._books_v_version_all_series
    ADD CONSTRAINT _books_v_version_all_series_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._genres_v_locales
    ADD CONSTRAINT _genres_v_locales_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._genres_v
    ADD CONSTRAINT _genres_v_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._series_v_locales
    ADD CONSTRAINT _series_v_locales_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms._series_v
    ADD CONSTRAINT _series_v_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms.payload_jobs_log
    ADD CONSTRAINT payload_jobs_log_pkey PRIMARY KEY (id);
ALTER TABLE ONLY cms.payload_jobs
    ADD CONSTRAINT payload_jobs_pkey PRIMARY KEY (id);
CREATE INDEX _authors_v_autosave_idx ON cms._authors_v USING btree (autosave);
CREATE INDEX _authors_v_created_at_idx ON cms._authors_v USING btree (created_at);
CREATE INDEX _authors_v_latest_idx ON cms._authors_v USING btree (latest);
CREATE UNIQUE INDEX _authors_v_locales_locale_parent_id_unique ON cms._authors_v_locales USING btree (_locale, _parent_id);
CREATE INDEX _authors_v_parent_idx ON cms._authors_v USING btree (parent_id);
CREATE INDEX _authors_v_published_locale_idx ON cms._authors_v USING btree (published_locale);
CREATE INDEX _authors_v_snapshot_idx ON cms._authors_v USING btree (snapshot);
CREATE INDEX _authors_v_updated_at_idx ON cms._authors_v USING btree (updated_at);
CREATE INDEX _authors_v_version_version__status_idx ON cms._authors_v USING btree (version__status);
CREATE INDEX _authors_v_version_version_created_at_idx ON cms._authors_v USING btree (version_created_at);
CREATE INDEX _authors_v_version_version_deleted_at_idx ON cms._authors_v USING btree (version_deleted_at);
CREATE INDEX _authors_v_version_version_external_id_idx ON cms._authors_v USING btree (version_external_id);
CREATE INDEX _authors_v_version_version_profile_image_idx ON cms._authors_v USING btree (version_profile_image_id);
CREATE INDEX _authors_v_version_version_slug_idx ON cms._authors_v USING btree (version_slug);
CREATE INDEX _authors_v_version_version_updated_at_idx ON cms._authors_v USING btree (version_updated_at);
CREATE INDEX _authors_v_version_version_updated_by_idx ON cms._authors_v USING btree (version_updated_by_id);
CREATE INDEX _awards_v_autosave_idx ON cms._awards_v USING btree (autosave);
CREATE INDEX _awards_v_created_at_idx ON cms._awards_v USING btree (created_at);
CREATE INDEX _awards_v_latest_idx ON cms._awards_v USING btree (latest);
CREATE UNIQUE INDEX _awards_v_locales_locale_parent_id_unique ON cms._awards_v_locales USING btree (_locale, _parent_id);
CREATE INDEX _awards_v_parent_idx ON cms._awards_v USING btree (parent_id);
CREATE INDEX _awards_v_published_locale_idx ON cms._awards_v USING btree (published_locale);
CREATE INDEX _awards_v_snapshot_idx ON cms._awards_v USING btree (snapshot);
CREATE INDEX _awards_v_updated_at_idx ON cms._awards_v USING btree (updated_at);
CREATE INDEX _awards_v_version_categories_order_idx ON cms._awards_v_version_categories USING btree (_order);
CREATE INDEX _awards_v_version_categories_parent_id_idx ON cms._awards_v_version_categories USING btree (_parent_id);
CREATE INDEX _awards_v_version_version__status_idx ON cms._awards_v USING btree (version__status);
CREATE INDEX _awards_v_version_version_created_at_idx ON cms._awards_v USING btree (version_created_at);
CREATE INDEX _awards_v_version_version_deleted_at_idx ON cms._awards_v USING btree (version_deleted_at);
CREATE INDEX _awards_v_version_version_external_id_idx ON cms._awards_v USING btree (version_external_id);
CREATE INDEX _awards_v_version_version_slug_idx ON cms._awards_v USING btree (version_slug);
CREATE INDEX _awards_v_version_version_updated_at_idx ON cms._awards_v USING btree (version_updated_at);
CREATE INDEX _awards_v_version_version_updated_by_idx ON cms._awards_v USING btree (version_updated_by_id);
CREATE INDEX _books_v_autosave_idx ON cms._books_v USING btree (autosave);
CREATE INDEX _books_v_created_at_idx ON cms._books_v USING btree (created_at);
CREATE INDEX _books_v_latest_idx ON cms._books_v USING btree (latest);
CREATE UNIQUE INDEX _books_v_locales_locale_parent_id_unique ON cms._books_v_locales USING btree (_locale, _parent_id);
CREATE INDEX _books_v_parent_idx ON cms._books_v USING btree (parent_id);
CREATE INDEX _books_v_published_locale_idx ON cms._books_v USING btree (published_locale);
CREATE INDEX _books_v_rels_authors_id_idx ON cms._books_v_rels USING btree (authors_id);
CREATE INDEX _books_v_rels_genres_id_idx ON cms._books_v_rels USING btree (genres_id);
CREATE INDEX _books_v_rels_order_idx ON cms._books_v_rels USING btree ("order");
CREATE INDEX _books_v_rels_parent_idx ON cms._books_v_rels USING btree (parent_id);
CREATE INDEX _books_v_rels_path_idx ON cms._books_v_rels USING btree (path);
CREATE INDEX _books_v_snapshot_idx ON cms._books_v USING btree (snapshot);
CREATE INDEX _books_v_updated_at_idx ON cms._books_v USING btree (updated_at);
CREATE INDEX _books_v_version_all_series_order_idx ON cms._books_v_version_all_series USING btree (_order);
CREATE INDEX _books_v_version_all_series_parent_id_idx ON cms._books_v_version_all_series USING btree (_parent_id);
CREATE INDEX _books_v_version_all_series_series_idx ON cms._books_v_version_all_series USING btree (series_id);
CREATE INDEX _books_v_version_version__status_idx ON cms._books_v USING btree (version__status);
CREATE INDEX _books_v_version_version_cover_image_idx ON cms._books_v USING btree (version_cover_image_id);
CREATE INDEX _books_v_version_version_created_at_idx ON cms._books_v USING btree (version_created_at);
CREATE INDEX _books_v_version_version_deleted_at_idx ON cms._books_v USING btree (version_deleted_at);
CREATE INDEX _books_v_version_version_external_id_idx ON cms._books_v USING btree (version_external_id);
CREATE INDEX _books_v_version_version_goodreads_book_id_idx ON cms._books_v USING btree (version_goodreads_book_id);
CREATE INDEX _books_v_version_version_publication_year_idx ON cms._books_v USING btree (version_publication_year);
CREATE INDEX _books_v_version_version_slug_idx ON cms._books_v USING btree (version_slug);
CREATE INDEX _books_v_version_version_updated_at_idx ON cms._books_v USING btree (version_updated_at);
CREATE INDEX _books_v_version_version_updated_by_idx ON cms._books_v USING btree (version_updated_by_id);
CREATE INDEX _genres_v_autosave_idx ON cms._genres_v USING btree (autosave);
CREATE INDEX _genres_v_created_at_idx ON cms._genres_v USING btree (created_at);
CREATE INDEX _genres_v_latest_idx ON cms._genres_v USING btree (latest);
CREATE UNIQUE INDEX _genres_v_locales_locale_parent_id_unique ON cms._genres_v_locales USING btree (_locale, _parent_id);
CREATE INDEX _genres_v_parent_idx ON cms._genres_v USING btree (parent_id);
CREATE INDEX _genres_v_published_locale_idx ON cms._genres_v USING btree (published_locale);
CREATE INDEX _genres_v_snapshot_idx ON cms._genres_v USING btree (snapshot);
CREATE INDEX _genres_v_updated_at_idx ON cms._genres_v USING btree (updated_at);
CREATE INDEX _genres_v_version_version__status_idx ON cms._genres_v USING btree (version__status);
CREATE INDEX _genres_v_version_version_created_at_idx ON cms._genres_v USING btree (version_created_at);
CREATE INDEX _genres_v_version_version_deleted_at_idx ON cms._genres_v USING btree (version_deleted_at);
CREATE INDEX _genres_v_version_version_external_id_idx ON cms._genres_v USING btree (version_external_id);
CREATE INDEX _genres_v_version_version_image_idx ON cms._genres_v USING btree (version_image_id);
CREATE INDEX _genres_v_version_version_parent_idx ON cms._genres_v USING btree (version_parent_id);
CREATE INDEX _genres_v_version_version_slug_idx ON cms._genres_v USING btree (version_slug);
CREATE INDEX _genres_v_version_version_updated_at_idx ON cms._genres_v USING btree (version_updated_at);
CREATE INDEX _genres_v_version_version_updated_by_idx ON cms._genres_v USING btree (version_updated_by_id);
CREATE INDEX _series_v_autosave_idx ON cms._series_v USING btree (autosave);
CREATE INDEX _series_v_created_at_idx ON cms._series_v USING btree (created_at);
CREATE INDEX _series_v_latest_idx ON cms._series_v USING btree (latest);
CREATE UNIQUE INDEX _series_v_locales_locale_parent_id_unique ON cms._series_v_locales USING btree (_locale, _parent_id);
CREATE INDEX _series_v_parent_idx ON cms._series_v USING btree (parent_id);
CREATE INDEX _series_v_published_locale_idx ON cms._series_v USING btree (published_locale);
CREATE INDEX _series_v_snapshot_idx ON cms._series_v USING btree (snapshot);
CREATE INDEX _series_v_updated_at_idx ON cms._series_v USING btree (updated_at);
CREATE INDEX _series_v_version_version__status_idx ON cms._series_v USING btree (version__status);
CREATE INDEX _series_v_version_version_created_at_idx ON cms._series_v USING btree (version_created_at);
CREATE INDEX _series_v_version_version_deleted_at_idx ON cms._series_v USING btree (version_deleted_at);
CREATE INDEX _series_v_version_version_external_id_idx ON cms._series_v USING btree (version_external_id);
CREATE INDEX _series_v_version_version_image_idx ON cms._series_v USING btree (version_image_id);
CREATE INDEX _series_v_version_version_slug_idx ON cms._series_v USING btree (version_slug);
CREATE INDEX _series_v_version_version_updated_at_idx ON cms._series_v USING btree (version_updated_at);
CREATE INDEX _series_v_version_version_updated_by_idx ON cms._series_v USING btree (version_updated_by_id);
CREATE INDEX payload_jobs_completed_at_idx ON cms.payload_jobs USING btree (completed_at);
CREATE INDEX payload_jobs_created_at_idx ON cms.payload_jobs USING btree (created_at);
CREATE INDEX payload_jobs_has_error_idx ON cms.payload_jobs USING btree (has_error);
CREATE INDEX payload_jobs_log_order_idx ON cms.payload_jobs_log USING btree (_order);
CREATE INDEX payload_jobs_log_parent_id_idx ON cms.payload_jobs_log USING btree (_parent_id);
CREATE INDEX payload_jobs_processing_idx ON cms.payload_jobs USING btree (processing);
CREATE INDEX payload_jobs_queue_idx ON cms.payload_jobs USING btree (queue);
CREATE INDEX payload_jobs_task_slug_idx ON cms.payload_jobs USING btree (task_slug);
CREATE INDEX payload_jobs_total_tried_idx ON cms.payload_jobs USING btree (total_tried);
CREATE INDEX payload_jobs_updated_at_idx ON cms.payload_jobs USING btree (updated_at);
CREATE INDEX payload_jobs_wait_until_idx ON cms.payload_jobs USING btree (wait_until);
ALTER TABLE ONLY cms._authors_v_locales
    ADD CONSTRAINT _authors_v_locales_parent_id_fk FOREIGN KEY (_parent_id) REFERENCES cms._authors_v(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._authors_v
    ADD CONSTRAINT _authors_v_parent_id_authors_id_fk FOREIGN KEY (parent_id) REFERENCES cms.authors(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._authors_v
    ADD CONSTRAINT _authors_v_version_profile_image_id_media_id_fk FOREIGN KEY (version_profile_image_id) REFERENCES cms.media(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._authors_v
    ADD CONSTRAINT _authors_v_version_updated_by_id_editors_id_fk FOREIGN KEY (version_updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._awards_v_locales
    ADD CONSTRAINT _awards_v_locales_parent_id_fk FOREIGN KEY (_parent_id) REFERENCES cms._awards_v(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._awards_v
    ADD CONSTRAINT _awards_v_parent_id_awards_id_fk FOREIGN KEY (parent_id) REFERENCES cms.awards(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._awards_v_version_categories
    ADD CONSTRAINT _awards_v_version_categories_parent_id_fk FOREIGN KEY (_parent_id) REFERENCES cms._awards_v(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._awards_v
    ADD CONSTRAINT _awards_v_version_updated_by_id_editors_id_fk FOREIGN KEY (version_updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._books_v_locales
    ADD CONSTRAINT _books_v_locales_parent_id_fk FOREIGN KEY (_parent_id) REFERENCES cms._books_v(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._books_v
    ADD CONSTRAINT _books_v_parent_id_books_id_fk FOREIGN KEY (parent_id) REFERENCES cms.books(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._books_v_rels
    ADD CONSTRAINT _books_v_rels_authors_fk FOREIGN KEY (authors_id) REFERENCES cms.authors(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._books_v_rels
    ADD CONSTRAINT _books_v_rels_genres_fk FOREIGN KEY (genres_id) REFERENCES cms.genres(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._books_v_rels
    ADD CONSTRAINT _books_v_rels_parent_fk FOREIGN KEY (parent_id) REFERENCES cms._books_v(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._books_v_version_all_series
    ADD CONSTRAINT _books_v_version_all_series_parent_id_fk FOREIGN KEY (_parent_id) REFERENCES cms._books_v(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._books_v_version_all_series
    ADD CONSTRAINT _books_v_version_all_series_series_id_series_id_fk FOREIGN KEY (series_id) REFERENCES cms.series(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._books_v
    ADD CONSTRAINT _books_v_version_cover_image_id_media_id_fk FOREIGN KEY (version_cover_image_id) REFERENCES cms.media(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._books_v
    ADD CONSTRAINT _books_v_version_updated_by_id_editors_id_fk FOREIGN KEY (version_updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._genres_v_locales
    ADD CONSTRAINT _genres_v_locales_parent_id_fk FOREIGN KEY (_parent_id) REFERENCES cms._genres_v(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._genres_v
    ADD CONSTRAINT _genres_v_parent_id_genres_id_fk FOREIGN KEY (parent_id) REFERENCES cms.genres(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._genres_v
    ADD CONSTRAINT _genres_v_version_image_id_media_id_fk FOREIGN KEY (version_image_id) REFERENCES cms.media(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._genres_v
    ADD CONSTRAINT _genres_v_version_parent_id_genres_id_fk FOREIGN KEY (version_parent_id) REFERENCES cms.genres(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._genres_v
    ADD CONSTRAINT _genres_v_version_updated_by_id_editors_id_fk FOREIGN KEY (version_updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._series_v_locales
    ADD CONSTRAINT _series_v_locales_parent_id_fk FOREIGN KEY (_parent_id) REFERENCES cms._series_v(id) ON DELETE CASCADE;
ALTER TABLE ONLY cms._series_v
    ADD CONSTRAINT _series_v_parent_id_series_id_fk FOREIGN KEY (parent_id) REFERENCES cms.series(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._series_v
    ADD CONSTRAINT _series_v_version_image_id_media_id_fk FOREIGN KEY (version_image_id) REFERENCES cms.media(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms._series_v
    ADD CONSTRAINT _series_v_version_updated_by_id_editors_id_fk FOREIGN KEY (version_updated_by_id) REFERENCES cms.editors(id) ON DELETE SET NULL;
ALTER TABLE ONLY cms.payload_jobs_log
    ADD CONSTRAINT payload_jobs_log_parent_id_fk FOREIGN KEY (_parent_id) REFERENCES cms.payload_jobs(id) ON DELETE CASCADE;`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(ENUMS))
  await db.execute(sql.raw(MAIN_TABLES))
  await db.execute(sql.raw(VERSION_AND_JOB_TABLES))
  await refoldSearchDocuments({ payload, req })
}

/**
 * Every search document rewritten by the current search code (which reads deleted_at and _status),
 * in the migration's transaction: the rewrite of 20261125_224500_refold_search_text (decision 069)
 * runs here since the code it calls needs these columns. A later migration that calls the live
 * catalogue code must come after this one.
 */
export async function refoldSearchDocuments({ payload, req }: Pick<MigrateUpArgs, 'payload' | 'req'>): Promise<void> {
  const executor = await executorFor(payload, req)
  for (const type of SEARCH_TYPES) await refreshSearchDocuments(executor, type, null)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const versionTables = CURATED.flatMap((t) => [`_${t}_v`, `_${t}_v_locales`])
    .concat(['_books_v_rels', '_books_v_version_all_series', '_awards_v_version_categories', 'payload_jobs', 'payload_jobs_log'])
  await db.execute(sql.raw(versionTables.map((t) => `DROP TABLE IF EXISTS "cms"."${t}" CASCADE;`).join('\n')))
  for (const table of CURATED) {
    await db.execute(sql.raw(`
    ALTER TABLE "cms"."${table}" DROP COLUMN IF EXISTS "updated_by_id";
    ALTER TABLE "cms"."${table}" DROP COLUMN IF EXISTS "_status";
    DROP TYPE IF EXISTS "cms"."enum_${table}_status";
    DROP TYPE IF EXISTS "cms"."enum__${table}_v_version_status";
    DROP TYPE IF EXISTS "cms"."enum__${table}_v_published_locale";`))
  }
  await db.execute(sql.raw(`
  DROP TYPE IF EXISTS "cms"."enum__authors_v_version_gender";
  DROP TYPE IF EXISTS "cms"."enum__authors_v_version_native_language";
  DROP TYPE IF EXISTS "cms"."enum_payload_jobs_log_state";
  DROP TYPE IF EXISTS "cms"."enum_payload_jobs_log_task_slug";
  DROP TYPE IF EXISTS "cms"."enum_payload_jobs_task_slug";`))
}
