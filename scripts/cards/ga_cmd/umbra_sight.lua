-- Umbra Sight: Draw a card. You may draw a card into your memory and put Umbra Sight on the
-- bottom of your champion's lineage. When you do, deal 2 unpreventable damage to your
-- champion for each Curse card in your champion's lineage.
-- The "when you do" sentence is a reflexive trigger (CR, Reflexive Trigger, its own
-- example): it goes on the stack after Umbra Sight has resolved, and counts the curses then.
return {
	resolve = function(ctx)
		ctx:draw(1)
		local pick = ctx:choose({
			prompt = "Draw a card into your memory and put Umbra Sight under your champion's lineage?",
			options = { "do it", "decline" },
		})[1]
		if pick ~= "do it" then
			return
		end
		local top = ctx:top(1)[1]
		if top then
			ctx:move(top, "memory")
		end
		if ctx:move(ctx.this, "lineage", { position = "bottom" }) then
			ctx:when_you_do("curses")
		end
	end,
	triggers = {
		{
			on = "when_you_do",
			label = "When you do: 2 unpreventable damage to your champion per Curse in its lineage",
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				local curses = ctx:count({ zone = "lineage", controller = "you", subtype = "curse" })
				if champion and curses > 0 then
					ctx:deal_damage(champion, 2 * curses, { unpreventable = true })
				end
			end,
		},
	},
}
