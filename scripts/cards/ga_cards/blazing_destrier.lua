-- Blazing Destrier: Steadfast (the rules apply it). Whenever it is attacked, it deals 2
-- damage to the attacker and to your champion.
return {
	triggers = {
		{
			on = "attack",
			label = "Blazing Destrier is attacked",
			-- The attacking unit's declaration names it among the attack's targets (not a
			-- weapon's or an attack card's, so once an attack).
			applies = function(ctx, event)
				local combat = ctx:combat()
				if combat == nil or combat.attacker == nil or event.object.id ~= combat.attacker.id then
					return false
				end
				for _, t in ipairs(combat.targets) do
					if t.id == ctx.this.id then
						return true
					end
				end
				return false
			end,
			resolve = function(ctx, event)
				ctx:deal_damage(event.object, 2)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				ctx:deal_damage(champion, 2)
			end,
		},
	},
}
