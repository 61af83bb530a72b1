// Emotion writes a rule's <style> where the rule is first rendered, and React renders some parts of a page (a
// lazily loaded screen) after parts that come later in the document (the footer). A class the footer shares with
// the home screen then had its rule far down the page: a browser that paints while the HTML still arrives drew
// the home carousel unstyled and moved everything under it once the footer's rule came (a layout shift).
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[^<]*<\/style>/g;

/** The page's markup with every Emotion <style> moved, in the order Emotion wrote them, in front of all content. */
export function stylesFirst(html: string): string {
  const styles: string[] = [];
  const content = html.replace(EMOTION_STYLE, (tag) => {
    styles.push(tag);
    return '';
  });
  return styles.join('') + content;
}
