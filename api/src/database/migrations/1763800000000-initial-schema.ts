import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(100) NOT NULL UNIQUE,
        password varchar(200) NOT NULL
      )`);

    await queryRunner.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        slug varchar(120) NOT NULL UNIQUE,
        name varchar(200) NOT NULL,
        description text NOT NULL,
        price numeric(10,2) NOT NULL CHECK (price >= 0),
        category varchar(20) NOT NULL
          CHECK (category IN ('apparel','accessories','wellness','art','treats')),
        collection varchar(20) NOT NULL
          CHECK (collection IN ('inner-beauty','life-happens','love-is')),
        kind varchar(30) NOT NULL,
        image varchar(300) NOT NULL,
        in_stock boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_products_collection_name ON products (collection, name)`,
    );

    await queryRunner.query(`
      CREATE TABLE blog_posts (
        id serial PRIMARY KEY,
        slug varchar(120) NOT NULL UNIQUE,
        title varchar(200) NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        category varchar(60) NOT NULL,
        author varchar(120) NOT NULL,
        image varchar(300) NOT NULL,
        published_at timestamptz NOT NULL
      )`);

    await queryRunner.query(`
      CREATE TABLE healing_moments (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        story text NOT NULL,
        emotion_before varchar(100),
        emotion_after varchar(100),
        category varchar(20) NOT NULL
          CHECK (category IN ('breakthrough','relationship','self-love','loss','growth')),
        is_anonymous boolean NOT NULL DEFAULT false,
        moderation_status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (moderation_status IN ('pending','approved','rejected')),
        is_approved boolean GENERATED ALWAYS AS (moderation_status = 'approved') STORED,
        like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        submitted_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_healing_moments_status_submitted ON healing_moments (moderation_status, submitted_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE moment_likes (
        id serial PRIMARY KEY,
        moment_id integer NOT NULL REFERENCES healing_moments(id) ON DELETE CASCADE,
        session_id varchar(160) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_moment_likes_moment_session UNIQUE (moment_id, session_id)
      )`);

    await queryRunner.query(`
      CREATE TABLE newsletters (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL UNIQUE,
        subscribed_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE contacts (
        id serial PRIMARY KEY,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(20) NOT NULL
          CHECK (subject IN ('general','order','partnership','feedback','wholesale','other')),
        message text NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE uploads (
        id uuid PRIMARY KEY,
        original_name varchar(255) NOT NULL,
        mime_type varchar(40) NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        storage_key varchar(80) NOT NULL UNIQUE,
        session_id varchar(160),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE cart_items (
        id serial PRIMARY KEY,
        session_id varchar(160) NOT NULL,
        product_id integer REFERENCES products(id) ON DELETE CASCADE,
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 99),
        is_custom_design boolean NOT NULL DEFAULT false,
        custom_design_data jsonb,
        custom_product_name varchar(200),
        custom_price numeric(10,2) NOT NULL DEFAULT 25.00,
        upload_id uuid REFERENCES uploads(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (is_custom_design OR product_id IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX idx_cart_items_session ON cart_items (session_id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_cart_items_session_product ON cart_items (session_id, product_id) WHERE NOT is_custom_design`,
    );

    await queryRunner.query(`CREATE TYPE payment_method AS ENUM ('card', 'paypal')`);
    await queryRunner.query(
      `CREATE TYPE order_status AS ENUM ('pending', 'paid', 'shipped', 'delivered', 'cancelled')`,
    );
    await queryRunner.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        session_id varchar(160) NOT NULL,
        email varchar(254) NOT NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        address varchar(200) NOT NULL,
        city varchar(100) NOT NULL,
        state char(2) NOT NULL,
        zip_code varchar(10) NOT NULL,
        phone varchar(30),
        subtotal numeric(10,2) NOT NULL,
        discount numeric(10,2) NOT NULL DEFAULT 0,
        shipping numeric(10,2) NOT NULL,
        tax numeric(10,2) NOT NULL,
        total numeric(10,2) NOT NULL,
        promo_code varchar(40),
        payment_method payment_method NOT NULL,
        status order_status NOT NULL DEFAULT 'pending',
        idempotency_key varchar(100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_orders_session_created ON orders (session_id, created_at)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_orders_session_idempotency ON orders (session_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE order_items (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        product_id integer REFERENCES products(id) ON DELETE SET NULL,
        product_name varchar(200) NOT NULL,
        image varchar(300),
        quantity integer NOT NULL CHECK (quantity > 0),
        price numeric(10,2) NOT NULL,
        total numeric(10,2) NOT NULL,
        is_custom_design boolean NOT NULL DEFAULT false,
        custom_design_data jsonb,
        custom_product_name varchar(200)
      )`);
    await queryRunner.query(`CREATE INDEX idx_order_items_order ON order_items (order_id)`);

    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        kind varchar(40) NOT NULL,
        to_address varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        text_body text NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sent')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_mail_outbox_status_next ON mail_outbox (status, next_attempt_at)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'mail_outbox',
      'order_items',
      'orders',
      'cart_items',
      'uploads',
      'contacts',
      'newsletters',
      'moment_likes',
      'healing_moments',
      'blog_posts',
      'products',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await queryRunner.query(`DROP TYPE IF EXISTS order_status`);
    await queryRunner.query(`DROP TYPE IF EXISTS payment_method`);
  }
}
