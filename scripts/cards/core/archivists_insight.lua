-- Archivist's Insight: Efficiency (this card costs LV less to activate). Draw two cards.
-- Efficiency is the keyword in its data: the ruleset's keyword_costs make it cost LV less
-- while it is being activated.
return {
	resolve = function(ctx)
		ctx:draw(2)
	end,
}
