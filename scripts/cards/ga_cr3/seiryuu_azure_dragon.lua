-- Seiryuu, Azure Dragon (the flip side of Fabled Azurite Fatestone): Spellshroud (printed
-- only), Taunt. [Guo Jia Bonus] On Attack: choose one — generate an Arcane Blast card and
-- banish it; as long as it is banished you may activate it, ignoring its elemental
-- requirements (two lasting permissions on that card, while it stays in banishment: a
-- zone permission keeps the card's speed); or empower X+2, X being the arcane element
-- cards in your banishment.

return {
	conditions = {
		-- The permissions' target is the generated card as it is in banishment: once it
		-- leaves (a new object) they no longer reach it, so nothing else ends them. Also on
		-- the default face, which the source shows once it left the field.
		while_banished = function(_ctx)
			return true
		end,
	},
	triggers = {
		{
			on = "attack",
			label = "[Guo Jia Bonus] On Attack: an Arcane Blast to activate from banishment, or empower",
			applies = function(ctx, event)
				return event.object ~= nil
					and event.object.id == ctx.this.id
					and ctx:rule("lineage_bonus", "guo_jia")
			end,
			resolve = function(ctx)
				local pick = ctx:choose({
					prompt = "Seiryuu's On Attack",
					options = { "generate Arcane Blast", "empower" },
					min = 1,
					max = 1,
				})[1]
				if pick == "empower" then
					local x = ctx:count({ zone = "banishment", controller = "you", element = "arcane" })
					ctx:rule("empower", x + 2)
					return
				end
				local blast = ctx:generate("arcane_blast", "banishment")
				for _, allow in ipairs({ "activate", "ignore_elements" }) do
					ctx:lasting({
						target = blast,
						duration = "while",
						condition = "while_banished",
						effect = { allow = allow },
					})
				end
			end,
		},
	},
}
