import { ListingPhotosField } from "~/components/image-upload/listing-photos-field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./edit-listing.module.css";

type Props = {
  images: Array<{ id: string; url: string }>;
  errors: Record<string, string>;
};

/** Photos tab: the ordered image ids travel as hidden `images` inputs of the field. */
export function PhotosFields({ images, errors }: Props) {
  const t = useT();
  const message = useMessage();
  return (
    <>
      <ListingPhotosField initialImages={images} name="images" error={message(errors.images)} />
      <p className={styles.hint}>{t("EditListingPhotosForm.tips")}</p>
    </>
  );
}
