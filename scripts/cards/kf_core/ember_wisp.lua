-- Ember Wisp (invented): Leaves play: Deal 1 damage to each creature that was its
-- neighbor. The wisp is gone when this resolves: its neighbors are the ones it had when
-- it left (the event's last known information).
return {
	triggers = {
		{
			on = "leaves_play",
			own = true,
			label = "Leaves play: 1 damage to each former neighbor",
			resolve = function(ctx, event)
				for _, n in ipairs(event.neighbors) do
					ctx:deal_damage(n, 1)
				end
			end,
		},
	},
}
