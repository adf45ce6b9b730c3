/**
 * The SMS card's country picker (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms): a button showing the flag and `+prefix`
 * that opens a
 * search box over a list of countries. The search box is a combobox driving the listbox with
 * `aria-activedescendant`, so focus stays in it while the arrows move through the list; Enter
 * picks, Escape closes and returns to the button. A country with several prefixes is a group
 * whose prefixes are each an option.
 */
import { css } from '../../../styles/css';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from '../react-once';
import { SMS_COUNTRY_LABEL, SMS_COUNTRY_SEARCH_LABEL, SMS_NO_COUNTRY_TEXT, SMS_SEARCH_PLACEHOLDER } from '../../runtime/constants';
import { allCountries, countryNamesLoaded, findCountry, loadCountryNames, type Country } from './countries';
import { Flag } from './Flag';
import { searchCountries } from './search-countries';
import { field } from './sms-styles';
import { useClassNames } from '../use-class-names';
import { useUiHost } from '../ui-host-context';

export interface CountryChoice {
  code: string;
  prefix: string;
}

interface CountryPickerProps {
  value: CountryChoice;
  onChange: (choice: CountryChoice) => void;
  /** Called after a choice, for moving on to the phone input; without it focus returns to the button. */
  onPicked?: () => void;
}

interface Option {
  id: string;
  country: Country;
  prefix: string;
}

/** The wrapper only listens for focus leaving the picker: it draws no box of its own. */
const contents = css`
  display: contents;
`;

const trigger = css`
  ${field};
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  cursor: pointer;
  white-space: nowrap;
  &::after {
    content: '';
    border: 5px solid transparent;
    border-top-color: currentColor;
    margin-top: 5px;
  }
`;

const popup = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px;
  border: 1px solid #ccd0d5;
  border-radius: 6px;
  background: #ffffff;
  color: #1c1e21;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
`;

const list = css`
  max-height: 240px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const optionRow = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px;
  border-radius: 4px;
  cursor: pointer;
  font-size: 15px;
  &[data-active='true'] {
    background: #e7f3ff;
  }
  &[aria-selected='true'] {
    font-weight: 600;
  }
`;

const groupHeader = css`
  display: flex;
  gap: 8px;
  padding: 8px 8px 2px;
  font-size: 15px;
  color: #606770;
`;

const nested = css`
  padding-left: 32px;
`;

const nativeName = css`
  color: #606770;
  font-size: 13px;
`;

const prefixText = css`
  margin-left: auto;
  color: #606770;
  font-variant-numeric: tabular-nums;
`;

/**
 * The list's scroll position that shows the row whole: at the list's top when it just opened (so no
 * row is cut in half under the search box), else moving as little as it can.
 */
function scrollToShow(box: HTMLElement, row: HTMLElement, atTop: boolean): number {
  const top = row.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientTop + box.scrollTop;
  const bottom = top + row.offsetHeight;
  if (atTop || top < box.scrollTop) return top;
  if (bottom > box.scrollTop + box.clientHeight) return bottom - box.clientHeight;
  return box.scrollTop;
}

function optionsOf(matches: ReturnType<typeof searchCountries>, baseId: string): Option[] {
  return matches.flatMap(({ country, prefixes }) =>
    prefixes.map((prefix) => ({ id: `${baseId}-${country.code}-${prefix}`, country, prefix })),
  );
}

export function CountryPicker({ value, onChange, onPicked }: CountryPickerProps) {
  const cx = useClassNames();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;

  // The list is read and searched once it opens, not for the card's first render.
  const matches = useMemo(() => (open ? searchCountries(allCountries(), query) : []), [open, query]);
  const options = useMemo(() => optionsOf(matches, baseId), [matches, baseId]);
  const selected = findCountry(value.code);
  // The picker is named by the country's code until the browser's names are in (a task after the first render).
  const [named, setNamed] = useState(countryNamesLoaded);
  const nonce = useUiHost().settings.nonce;
  useEffect(() => {
    if (!named) void loadCountryNames(nonce !== '').then(() => setNamed(true));
  }, [named, nonce]);
  const activeOption = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    if (open) search.current?.focus({ preventScroll: true });
  }, [open]);

  const placedRef = useRef(false);
  useEffect(() => {
    if (!open) placedRef.current = false;
    if (!open || !activeOption) return;
    const box = listRef.current;
    const row = box?.querySelector<HTMLElement>(`[id="${CSS.escape(activeOption.id)}"]`);
    // Only the list scrolls: scrollIntoView would also scroll the host page to the card.
    if (box && row) box.scrollTop = scrollToShow(box, row, !placedRef.current);
    placedRef.current = true;
  }, [open, activeOption]);

  const openList = () => {
    setQuery('');
    const all = optionsOf(searchCountries(allCountries(), ''), baseId);
    setActive(
      Math.max(
        0,
        all.findIndex((option) => option.country.code === value.code && option.prefix === value.prefix),
      ),
    );
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus({ preventScroll: true });
  };

  const choose = (option: Option) => {
    onChange({ code: option.country.code, prefix: option.prefix });
    setOpen(false);
    if (onPicked) onPicked();
    else button.current?.focus({ preventScroll: true });
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, last));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'PageDown') setActive((index) => Math.min(index + 10, last));
    else if (event.key === 'PageUp') setActive((index) => Math.max(index - 10, 0));
    else if (event.key === 'Enter') {
      // Enter in the search box must not submit the SMS form.
      if (activeOption) choose(activeOption);
    } else if (event.key === 'Escape') {
      // Closes the list only, not the modal or slide-in around the card.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openList();
  };

  // Focus leaving the picker (a click elsewhere in the card or the page) closes the list.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !wrapper.current?.contains(next)) setOpen(false);
  };

  const renderOption = (option: Option, inGroup: boolean) => {
    const index = options.indexOf(option);
    const isSelected = option.country.code === value.code && option.prefix === value.prefix;
    const { country } = option;
    return (
      <li
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={isSelected}
        // Named by what it shows (name, native name, prefix), so a spoken "Deutschland" finds it too;
        // in a group only the prefix shows, and the country's name is added to it.
        aria-label={inGroup ? `${country.name} +${option.prefix}` : undefined}
        data-code={country.code}
        data-prefix={option.prefix}
        data-active={option === activeOption}
        className={cx(optionRow, inGroup && nested)}
        onMouseMove={() => index !== active && setActive(index)}
        onClick={() => choose(option)}
      >
        <Flag code={country.code} emoji={country.flag} />
        {!inGroup && (
          <span>
            {country.name}
            {country.native !== country.name && <span className={cx(nativeName)}> · {country.native}</span>}
          </span>
        )}
        <span className={cx(prefixText)}>+{option.prefix}</span>
      </li>
    );
  };

  return (
    <div ref={wrapper} onBlur={onBlur} className={cx(contents)}>
      <button
        ref={button}
        part="country-picker"
        type="button"
        className={cx(trigger)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${SMS_COUNTRY_LABEL}: ${(named && selected?.name) || value.code} +${value.prefix}`}
        // Safari does not focus a clicked button: without this the search box's blur would close
        // the list just before the click reopens it.
        onMouseDown={(event) => open && event.preventDefault()}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKey}
      >
        <Flag code={selected?.code ?? value.code} emoji={selected?.flag ?? ''} />
        <span>+{value.prefix}</span>
      </button>
      {open && (
        <div part="country-popup" className={cx(popup)} style={{ order: 1, flexBasis: '100%' }}>
          <input
            ref={search}
            part="country-search"
            className={cx(field)}
            type="text"
            role="combobox"
            aria-label={SMS_COUNTRY_SEARCH_LABEL}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption?.id}
            placeholder={SMS_SEARCH_PLACEHOLDER}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
          />
          {/* Keeps focus in the search box while a row is clicked, so the blur does not close the list first. */}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={SMS_COUNTRY_LABEL}
            className={cx(list)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {matches.map(({ country, prefixes }) =>
              country.prefixes.length === 1 ? (
                renderOption(options.find((option) => option.country === country) as Option, false)
              ) : (
                // The group is a div inside a presentational item: a list item may not be a group.
                <li key={country.code} role="presentation">
                  <div role="group" aria-label={country.name}>
                    <div className={cx(groupHeader)} aria-hidden="true">
                      <Flag code={country.code} emoji={country.flag} />
                      <span>
                        {country.name}
                        {country.native !== country.name && <span className={cx(nativeName)}> · {country.native}</span>}
                      </span>
                    </div>
                    <ul role="presentation">
                      {options
                        .filter((option) => option.country === country && prefixes.includes(option.prefix))
                        .map((option) => renderOption(option, true))}
                    </ul>
                  </div>
                </li>
              ),
            )}
          </ul>
          {/* Outside the list, which may hold only options; a status, so the empty result is read out. */}
          <div role="status" className={cx(matches.length === 0 && groupHeader)}>
            {matches.length === 0 ? SMS_NO_COUNTRY_TEXT : null}
          </div>
        </div>
      )}
    </div>
  );
}
