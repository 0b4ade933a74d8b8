import { CartItem } from '../cart/cart-item.entity';
import { CartPromo } from '../cart/cart-promo.entity';
import { HealingMoment } from '../community/healing-moment.entity';
import { MomentLike } from '../community/moment-like.entity';
import { BlogPost } from '../content/blog-post.entity';
import { ContactMessage } from '../engagement/contact-message.entity';
import { NewsletterSubscription } from '../engagement/newsletter.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { AdminSession } from '../owners/admin-session.entity';
import { AuditEntry } from '../owners/audit-entry.entity';
import { Owner } from '../owners/owner.entity';
import { OrderEvent } from '../orders/order-event.entity';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { PaymentSession } from '../payments/payment-session.entity';
import { ProductImage } from '../products/admin/product-image.entity';
import { Product } from '../products/product.entity';
import { Review } from '../reviews/review.entity';
import { ProductVariant } from '../products/product-variant.entity';
import { Upload } from '../uploads/upload.entity';

export const entities = [
  Owner,
  AdminSession,
  AuditEntry,
  Product,
  ProductVariant,
  ProductImage,
  BlogPost,
  HealingMoment,
  MomentLike,
  NewsletterSubscription,
  ContactMessage,
  Upload,
  CartItem,
  CartPromo,
  Order,
  OrderItem,
  OrderEvent,
  PaymentSession,
  Review,
  OutboxMail,
];
