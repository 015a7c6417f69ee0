import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProgressBar, toPercent } from './progress-bar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('wires tabs to panels and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="templates">
        <TabsList aria-label="Workouts view">
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="templates">Template list</TabsContent>
        <TabsContent value="history">History view coming soon.</TabsContent>
      </Tabs>,
    );
    const templates = screen.getByRole('tab', { name: 'Templates' });
    expect(templates).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Templates' })).toHaveTextContent('Template list');

    await user.click(templates);
    await user.keyboard('{ArrowRight}');
    const history = screen.getByRole('tab', { name: 'History' });
    expect(history).toHaveFocus();
    expect(history).toHaveAttribute('aria-selected', 'true');
    expect(templates).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('History view coming soon.');

    await user.keyboard('{ArrowRight}');
    expect(templates).toHaveFocus();
  });
});

describe('ProgressBar', () => {
  it('caps at 100 percent and is 0 without a target', () => {
    expect(toPercent(150, 100)).toBe(100);
    expect(toPercent(5, 0)).toBe(0);
    expect(toPercent(5, undefined)).toBe(0);
    render(<ProgressBar value={3} max={7} label="Workouts" />);
    expect(screen.getByRole('progressbar', { name: 'Workouts' })).toHaveAttribute('aria-valuenow', '43');
  });
});
