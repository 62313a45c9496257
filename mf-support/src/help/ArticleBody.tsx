import { Link } from 'react-router-dom';
import type { ArticleBlock } from './articleTypes';

export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <>
      {blocks.map((b, i) => {
        if (b.type === 'p') return <p key={i}>{b.text}</p>;
        if (b.type === 'list')
          return (
            <ul key={i}>
              {b.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return (
          <p key={i}>
            <Link to={b.to}>{b.text}</Link>
          </p>
        );
      })}
    </>
  );
}
